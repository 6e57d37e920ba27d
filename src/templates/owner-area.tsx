import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ArticleManagement } from "../components/owner/ArticleManagement"
import type { OwnerCardArticle } from "../lib/draft-shapes"
import { OwnerGate } from "../components/owner/OwnerGate"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import type { SealedDraft } from "../lib/draft-seal"
import { ownerAreaPath } from "../lib/paths"

interface Context {
  /** the drafts' cards, sealed (gatsby/drafts.ts): the page lists drafts only once unlocked */
  drafts: SealedDraft
  /** whether they are sealed with the development password, which the page then says */
  developmentPassword: boolean
}

export const query = graphql`
  query OwnerArea {
    allArticle(filter: { isPublishedOriginal: { eq: true } }) {
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
  const published = data.allArticle.nodes.map(({ translation, ...article }) => ({ ...article, translated: Boolean(translation) }))
  return (
    <OwnerGate<OwnerCardArticle[]> sealed={pageContext.drafts} developmentPassword={pageContext.developmentPassword}>
      {drafts => <ArticleManagement articles={[...published, ...drafts]} />}
    </OwnerGate>
  )
}

export const Head: HeadFC<Queries.OwnerAreaQuery, Context> = () => (
  <Seo title={`Article Management - ${site.name}`} path={ownerAreaPath} noindex />
)
