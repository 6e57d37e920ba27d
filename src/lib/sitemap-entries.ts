import { hreflangAlternates, type LanguageVersion } from "./article-versions"
import { minimatchLike } from "./path-pattern"
import { absoluteUrl, BLOG_PATH, CONFIRM_SUBSCRIPTION_PATH, NEWSLETTER_SUCCESS_PATH, ownerAreaPath, UNSUBSCRIBE_PATH } from "./paths"
import { SEARCH_PATH } from "./search"
import { alphabetical } from "./alphabetical"

/** Pages that exist for a visitor's errand, not for search engines: each carries noindex or a canonical elsewhere. */
export const NOT_INDEXED = [
  "/404",
  "/404.html",
  ownerAreaPath,
  `${ownerAreaPath}/**`,
  "/admin/**",
  "/development/**",
  // The second reading of the tag route, canonical to /blog/{tag}.
  `${BLOG_PATH}/tag/**`,
  NEWSLETTER_SUCCESS_PATH,
  UNSUBSCRIBE_PATH,
  CONFIRM_SUBSCRIPTION_PATH,
  // Results for whatever a reader typed: noindex, as search engines ask of a site's search pages.
  SEARCH_PATH,
]

export interface SitemapPage {
  path: string
  /** the addresses of the page in each language, English first, where the page carries them (a tag page of a pair) */
  versions?: readonly LanguageVersion[]
}

export interface SitemapArticle {
  path: string
  /** true for a draft and for every language version of a draft */
  isDraft: boolean
  /** the paths and languages of the article and its other-language version, original first */
  versions: readonly LanguageVersion[]
  /** when it last changed: its revision's date, else its own */
  lastmod: string
}

export interface SitemapEntry {
  url: string
  links?: Array<{ lang: string; url: string }>
  lastmod?: string
}

/**
 * The indexable pages, with hreflang alternates between each article and its translation, and
 * between the pages of two tags paired across languages; an article's with the day it last changed.
 */
export function sitemapEntries(pages: readonly SitemapPage[], articles: readonly SitemapArticle[]): SitemapEntry[] {
  const byPath = new Map(articles.map(article => [article.path, article]))
  return pages
    .filter(page => !NOT_INDEXED.some(pattern => minimatchLike(pattern, page.path)))
    .filter(page => !byPath.get(page.path)?.isDraft)
    .map(page => {
      // Page paths are stored decoded (/blog/open source); the sitemap lists what a browser requests.
      const url = absoluteUrl(page.path.split("/").map(encodeURIComponent).join("/"))
      const article = byPath.get(page.path)
      const alternates = hreflangAlternates(page.versions ?? article?.versions ?? [])
      return {
        url,
        ...(alternates.length ? { links: alternates.map(({ lang, path }) => ({ lang, url: absoluteUrl(path) })) } : {}),
        ...(article ? { lastmod: article.lastmod } : {}),
      }
    })
    .sort((a, b) => alphabetical("en")(a.url, b.url))
}
