import React from "react"
import { site } from "../../config/site"
import type { SealedArticleView } from "../../lib/draft-shapes"
import { ArticleView } from "../article/ArticleView"
import { useDocumentTitle } from "../useDocumentTitle"

/** A draft at its /article address, in the owner's tab: loaded by the not-found page only when it finds one. */
export default function OpenedDraftArticle({ view, hash }: { view: SealedArticleView; hash: string }) {
  useDocumentTitle(`${view.article.title} - ${site.name}`)
  return <ArticleView article={view.article} image={view.image ?? undefined} hash={hash} />
}
