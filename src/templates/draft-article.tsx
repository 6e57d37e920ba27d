import { type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ArticleView } from "../components/article/ArticleView"
import type { SealedArticleView } from "../lib/draft-shapes"
import { OwnerGate } from "../components/owner/OwnerGate"
import { Seo } from "../components/seo/Seo"
import { useDocumentTitle } from "../components/useDocumentTitle"
import { site } from "../config/site"
import type { SealedDraft } from "../lib/draft-seal"

interface Context {
  draft: SealedDraft
}

function OpenedDraft({ view, hash }: { view: SealedArticleView; hash: string }) {
  useDocumentTitle(`${view.article.title} - ${site.name}`)
  return <ArticleView article={view.article} image={view.image ?? undefined} hash={hash} />
}

/** /article/{slug} (or a translation's address) of a draft: the article, sealed, shown once the owner unlocks it. */
export default function DraftArticlePage({ pageContext, location }: PageProps<object, Context>) {
  return <OwnerGate<SealedArticleView> sealed={pageContext.draft}>{view => <OpenedDraft view={view} hash={location.hash} />}</OwnerGate>
}

export const Head: HeadFC<object, Context> = ({ location }) => <Seo title={`Draft - ${site.name}`} path={location.pathname} noindex />
