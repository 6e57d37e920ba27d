import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ContentPage } from "../components/content/ContentPage"
import * as styles from "../components/content/ContentPage.module.css"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"

export const query = graphql`
  query NowPage {
    contentPage(name: { eq: "now" }) {
      title
      html
      lastUpdated(formatString: "YYYY-MM-DD")
    }
  }
`

export default function NowPage({ data }: PageProps<Queries.NowPageQuery>) {
  return (
    <ContentPage page={data.contentPage} name="now">
      <p className={styles.contact}>
        Want to talk about any of this? <Link to="/contact">Get in touch</Link>.
      </p>
    </ContentPage>
  )
}

export const Head: HeadFC<Queries.NowPageQuery> = ({ data }) => (
  <Seo
    title={`${data.contentPage?.title ?? "Now"} - ${site.name}`}
    description={`What ${site.author} is focused on this month: work, learning, reading and playing.`}
    path="/now"
  />
)
