import type { ArticleStatus } from "../content-model/article"
import { isPublishedOriginal } from "./article"
import { LANGS, type Lang } from "./language"
import { articlePath, tagAliasPath, tagPath, translationPath, BLOG_PATH } from "./paths"

export interface RoutedArticle {
  id: string
  slug: string
  lang: Lang
  path: string
  status: ArticleStatus
  tags: readonly string[]
  translationOf: string | null
}

export type ArticleRoute = { kind: "article"; path: string; id: string } | { kind: "redirect"; path: string; to: string }

/** Drafts and their translations: a translation is as private as its original, whatever its own status says. */
export function draftVersions<T extends Pick<RoutedArticle, "slug" | "status" | "translationOf">>(articles: readonly T[]): T[] {
  const drafts = new Set(articles.filter(a => a.status === "draft" && !a.translationOf).map(a => a.slug))
  return articles.filter(a => a.status === "draft" || (a.translationOf !== null && drafts.has(a.translationOf)))
}

/** What visitors may read: every article but the drafts' versions. */
export function publicVersions<T extends Pick<RoutedArticle, "slug" | "status" | "translationOf">>(articles: readonly T[]): T[] {
  const drafts = new Set(draftVersions(articles))
  return articles.filter(a => !drafts.has(a))
}

/**
 * The addresses of a set of articles (the public ones, or the drafts): each article's, plus a
 * redirect to the original wherever a reader could ask for a translation that the set lacks
 * (/article/{slug}/{lang} in its own or a missing language).
 */
export function articleRoutes(articles: readonly RoutedArticle[]): ArticleRoute[] {
  const routes: ArticleRoute[] = articles.map(a => ({ kind: "article", path: a.path, id: a.id }))
  const translated = new Set(articles.filter(a => a.translationOf).map(a => `${a.translationOf}/${a.lang}`))
  for (const original of articles.filter(a => !a.translationOf)) {
    for (const lang of LANGS) {
      if (!translated.has(`${original.slug}/${lang}`)) {
        routes.push({ kind: "redirect", path: translationPath(original.slug, lang), to: articlePath(original.slug) })
      }
    }
  }
  return routes
}

export interface BlogRoute {
  path: string
  tag: string | null
  canonicalPath: string
}

/** /blog, and for every tag of a public post both /blog/{tag} and /blog/tag/{tag}. */
export function blogRoutes(articles: readonly RoutedArticle[]): BlogRoute[] {
  const tags = [...new Set(articles.filter(isPublishedOriginal).flatMap(a => a.tags))].sort()
  return [
    { path: BLOG_PATH, tag: null, canonicalPath: BLOG_PATH },
    ...tags.flatMap(tag => [
      { path: tagPath(tag), tag, canonicalPath: tagPath(tag) },
      { path: tagAliasPath(tag), tag, canonicalPath: tagPath(tag) },
    ]),
  ]
}
