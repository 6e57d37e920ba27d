import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ContentPage } from "../components/content/ContentPage"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"

export const query = graphql`
  query AboutPage {
    contentPage(name: { eq: "about" }) {
      title
      html
    }
  }
`

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <ContentPage page={data.contentPage} name="about" />
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data }) => (
  <Seo
    title={`${data.contentPage?.title ?? "About"} - ${site.name}`}
    description={`Who ${site.author} is: software, small companies, instrumental guitar and card magic.`}
    path="/about"
  />
)
