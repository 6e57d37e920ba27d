import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ArticleManagement } from "../components/owner/ArticleManagement"
import { OwnerGate } from "../components/owner/OwnerGate"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { ownerAreaPath } from "../lib/paths"

interface Context {
  passwordDigest: string
}

export const query = graphql`
  query OwnerArea {
    allArticle(filter: { isTranslation: { eq: false } }) {
      nodes {
        id
        slug
        title
        date
        excerpt
        readTime
        status
        tags
        translation {
          id
        }
      }
    }
  }
`

export default function OwnerAreaPage({ data, pageContext }: PageProps<Queries.OwnerAreaQuery, Context>) {
  const articles = data.allArticle.nodes.map(({ translation, ...article }) => ({ ...article, translated: Boolean(translation) }))
  return (
    <OwnerGate passwordDigest={pageContext.passwordDigest}>
      <ArticleManagement articles={articles} />
    </OwnerGate>
  )
}

export const Head: HeadFC<Queries.OwnerAreaQuery, Context> = () => (
  <Seo title={`Article Management - ${site.name}`} path={ownerAreaPath} noindex />
)
