import React from "react"
import { ArticleView } from "../components/article/ArticleView"
import type { PreviewProps } from "./decap"
import { EditorNotes } from "./EditorNotes"
import { ARTICLES } from "../content-model/cms-collections"
import { articleOf, articleView, counterpartSlug, fileOf, namedOriginalSlug, readEntry, translationLink } from "./entries"
import { PICTURE_SIZES, previewImage } from "./preview-image"
import { useEntry } from "./useEntry"
import { usePreviewHtml } from "./usePreviewHtml"

/** An article or translation as its page shows it, in its language, with the way to its other version. */
export function ArticlePreview({ entry, getAsset, getCollection }: PreviewProps) {
  const file = entry.toJS()
  const { frontmatter, body } = fileOf(file)
  // Paired as the build pairs files: by the translationOf it states, or by its name beside its original.
  const namedOriginal = useEntry(getCollection, ARTICLES.collection, namedOriginalSlug(file))
  const read = readEntry(() => articleOf(file, slug => namedOriginal !== null && slug === namedOriginalSlug(file)))
  const counterpart = useEntry(getCollection, ARTICLES.collection, read.value && counterpartSlug(read.value))
  const made = usePreviewHtml(body, frontmatter.status, read.value?.lang, getAsset)
  if (!read.value) return <EditorNotes problems={[read.problem]} />
  const article = read.value
  const image = article.thumbnail ? previewImage(getAsset(article.thumbnail).toString(), PICTURE_SIZES.articleHero) : undefined
  return (
    <>
      <EditorNotes problems={made?.problems ?? []} translation={translationLink(article, counterpart)} />
      <ArticleView article={articleView(article, counterpart, made?.html ?? "", made?.headings ?? [])} image={image} hash="" />
    </>
  )
}
