import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { DraftView, type Draft } from "../components/owner/DraftView"
import { OwnerGate } from "../components/owner/OwnerGate"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { isLang } from "../lib/language"
import { draftPath } from "../lib/paths"

interface Context {
  id: string
  passwordDigest: string
}

export const query = graphql`
  query DraftPage($id: String!) {
    article(id: { eq: $id }) {
      slug
      title
      date
      readTime
      lang
      tags
      html
      hasBodyImage
      thumbnailImage {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.905, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
      translation {
        title
        lang
        html
      }
    }
  }
`

/** /{owner area}/{slug}: one draft, for the owner's eyes. */
export default function DraftPage({ data, pageContext }: PageProps<Queries.DraftPageQuery, Context>) {
  return (
    <OwnerGate passwordDigest={pageContext.passwordDigest}>
      <DraftView draft={data.article as Draft} />
    </OwnerGate>
  )
}

export const Head: HeadFC<Queries.DraftPageQuery, Context> = ({ data }) => {
  const article = data.article
  return (
    <Seo
      title={`Draft: ${article?.title ?? ""} - ${site.name}`}
      path={draftPath(article?.slug ?? "")}
      lang={isLang(article?.lang) ? article.lang : "en"}
      noindex
    />
  )
}
