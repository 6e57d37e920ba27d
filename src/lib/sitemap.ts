import { site } from "../config/site"
import { minimatchLike } from "./path-pattern"

/** Pages that exist for a visitor's errand, not for search engines. */
export const NOT_INDEXED = [
  "/404",
  "/404.html",
  `/${site.ownerArea}`,
  `/${site.ownerArea}/**`,
  "/admin/**",
  "/development/**",
  "/blog/tag/**",
  "/newsletter-success",
  "/unsubscribe",
  "/confirm-subscription",
]

export interface SitemapPage {
  path: string
  /** set on pages that only send the reader elsewhere */
  redirectTo?: string | null
}

export interface SitemapArticle {
  path: string
  lang: string
  status: string
  /** the paths and languages of the article and its other-language version */
  versions: ReadonlyArray<{ path: string; lang: string }>
}

export interface SitemapEntry {
  url: string
  links?: Array<{ lang: string; url: string }>
}

const absolute = (path: string) => new URL(path, site.url).toString()

/** The indexable pages, with hreflang alternates between each article and its translation. */
export function sitemapEntries(pages: readonly SitemapPage[], articles: readonly SitemapArticle[]): SitemapEntry[] {
  const byPath = new Map(articles.map(article => [article.path, article]))
  return pages
    .filter(page => !page.redirectTo)
    .filter(page => !NOT_INDEXED.some(pattern => minimatchLike(pattern, page.path)))
    .filter(page => byPath.get(page.path)?.status !== "draft")
    .map(page => {
      // Page paths are stored decoded (/blog/open source); the sitemap lists what a browser requests.
      const url = absolute(page.path.split("/").map(encodeURIComponent).join("/"))
      const article = byPath.get(page.path)
      if (!article || article.versions.length < 2) return { url }
      const original = article.versions[0]
      return {
        url,
        links: [
          ...article.versions.map(version => ({ lang: version.lang, url: absolute(version.path) })),
          { lang: "x-default", url: absolute(original.path) },
        ],
      }
    })
    .sort((a, b) => a.url.localeCompare(b.url))
}
