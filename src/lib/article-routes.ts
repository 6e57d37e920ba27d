import type { ArticleStatus } from "../content-model/article"
import { blogPages, type BlogPage } from "./blog-pages"
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
  /** on an original: the slugs it had before its file was renamed */
  formerSlugs: readonly string[]
  isPublishedOriginal: boolean
}

/** A permanent redirect is for an address that will never hold anything else; a temporary one, for a page that may come. */
export type ArticleRoute = { kind: "article"; path: string; id: string } | { kind: "redirect"; path: string; to: string; permanent: boolean }

/**
 * Drafts, posts still to come and their translations: each Article's status says so already
 * (src/lib/article-standing.ts decides it when its node is made).
 */
export const draftVersions = <T extends Pick<RoutedArticle, "status">>(articles: readonly T[]): T[] => articles.filter(a => a.status === "draft")

/** What visitors may read: every article but the drafts' versions. */
export const publicVersions = <T extends Pick<RoutedArticle, "status">>(articles: readonly T[]): T[] => articles.filter(a => a.status !== "draft")

/**
 * The addresses of a set of articles (the public ones, or the drafts): each article's, plus a
 * redirect to the original wherever a reader could ask for a translation that the set lacks
 * (/article/{slug}/{lang} in its own or a missing language). Each earlier address of an original
 * leads for good to its present one, and in each language to its translation's, or for now to
 * the original where it has none.
 *
 * The originals' pages come first: Gatsby runs the pages' queries in the order they were made, and
 * a translation's rendering reads its original's outline where the original's rendering kept it,
 * or else parses the original's text again (plugins/gatsby-remark-article/anchors.js).
 */
export function articleRoutes(articles: readonly RoutedArticle[]): ArticleRoute[] {
  const originals = articles.filter(a => !a.translationOf)
  const translations = articles.filter(a => a.translationOf)
  const routes: ArticleRoute[] = [...originals, ...translations].map(a => ({ kind: "article", path: a.path, id: a.id }))
  const translated = new Set(translations.map(a => `${a.translationOf}/${a.lang}`))
  for (const original of originals) {
    for (const lang of LANGS) {
      if (!translated.has(`${original.slug}/${lang}`)) {
        routes.push({ kind: "redirect", path: translationPath(original.slug, lang), to: articlePath(original.slug), permanent: false })
      }
    }
  }
  for (const { slug, formerSlugs } of originals) {
    for (const former of formerSlugs) {
      routes.push({ kind: "redirect", path: articlePath(former), to: articlePath(slug), permanent: true })
      for (const lang of LANGS) {
        const hasTranslation = translated.has(`${slug}/${lang}`)
        routes.push({ kind: "redirect", path: translationPath(former, lang), to: hasTranslation ? translationPath(slug, lang) : articlePath(slug), permanent: hasTranslation })
      }
    }
  }
  return routes
}

export interface BlogRoute extends Omit<BlogPage, "path"> {
  /** where the page is; the first page of a tag also has the second reading's address */
  path: string
  canonicalPath: string
  tag: string | null
  /** the first page of the list (/blog, /blog/{tag}), which its numbered pages extend */
  listPath: string
}

/** How many posts (published originals, which the blog lists) carry each tag. */
export function tagPostCounts(articles: readonly RoutedArticle[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const article of articles) if (article.isPublishedOriginal) for (const tag of new Set(article.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return counts
}

/**
 * Every page of /blog, and for every tag of a public post every page of /blog/{tag}, whose first
 * also answers at /blog/tag/{tag}: each page lists `limit` posts from `skip` of the list's.
 */
export function blogRoutes(articles: readonly RoutedArticle[]): BlogRoute[] {
  const listed = articles.filter(a => a.isPublishedOriginal)
  const tagCounts = tagPostCounts(articles)
  const list = (listPath: string, tag: string | null, posts: number): BlogRoute[] =>
    blogPages(listPath, posts).map(({ path, ...page }) => ({ path, canonicalPath: path, tag, listPath, ...page }))
  return [
    ...list(BLOG_PATH, null, listed.length),
    ...[...tagCounts.keys()].sort().flatMap(tag => {
      const [first, ...later] = list(tagPath(tag), tag, tagCounts.get(tag)!)
      return [first, { ...first, path: tagAliasPath(tag) }, ...later]
    }),
  ]
}
