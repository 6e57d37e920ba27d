import { minimatchLike } from "./path-pattern"
import { sitemapEntries } from "./sitemap-entries"

describe("sitemap", () => {
  const articles = [
    { path: "/article/a", isDraft: false, versions: [{ path: "/article/a", lang: "en" }, { path: "/article/a/es", lang: "es" }], lastmod: "2024-03-05" },
    { path: "/article/a/es", isDraft: false, versions: [{ path: "/article/a", lang: "en" }, { path: "/article/a/es", lang: "es" }], lastmod: "2024-02-11" },
    { path: "/article/d", isDraft: true, versions: [{ path: "/article/d", lang: "en" }, { path: "/article/d/es", lang: "es" }], lastmod: "2025-01-01" },
    { path: "/article/d/es", isDraft: true, versions: [{ path: "/article/d", lang: "en" }, { path: "/article/d/es", lang: "es" }], lastmod: "2025-01-01" },
  ]
  const pages = [
    { path: "/" },
    { path: "/article/a" },
    { path: "/article/a/es" },
    { path: "/article/d" },
    { path: "/article/d/es" },
    { path: "/backstage-tour" },
    { path: "/unsubscribe" },
    { path: "/newsletter-success" },
    { path: "/backstage" },
    { path: "/backstage/d" },
    { path: "/blog/open source" },
    { path: "/blog/work", versions: [{ path: "/blog/work", lang: "en" }, { path: "/blog/trabajo", lang: "es" }] },
    { path: "/blog/trabajo", versions: [{ path: "/blog/work", lang: "en" }, { path: "/blog/trabajo", lang: "es" }] },
    { path: "/blog/tag/open source" },
    { path: "/development/media-player-react" },
    { path: "/404" },
    { path: "/search" },
  ]

  it("lists indexable pages only, with encoded addresses: no draft in any language, no owner area, no newsletter errand page, no search page", () => {
    expect(sitemapEntries(pages, articles).map(e => e.url)).toEqual([
      "https://riffandcode.dev/",
      "https://riffandcode.dev/article/a",
      "https://riffandcode.dev/article/a/es",
      "https://riffandcode.dev/backstage-tour",
      "https://riffandcode.dev/blog/open%20source",
      "https://riffandcode.dev/blog/trabajo",
      "https://riffandcode.dev/blog/work",
    ])
  })

  it("links each article and its translation with hreflang alternates", () => {
    const entry = sitemapEntries(pages, articles).find(e => e.url.endsWith("/article/a/es"))
    expect(entry?.links).toEqual([
      { lang: "en", url: "https://riffandcode.dev/article/a" },
      { lang: "es", url: "https://riffandcode.dev/article/a/es" },
      { lang: "x-default", url: "https://riffandcode.dev/article/a" },
    ])
  })

  it("links the pages of two tags paired across languages with hreflang alternates, and no other tag's", () => {
    const entries = sitemapEntries(pages, articles)
    expect(entries.find(e => e.url.endsWith("/blog/trabajo"))?.links).toEqual([
      { lang: "en", url: "https://riffandcode.dev/blog/work" },
      { lang: "es", url: "https://riffandcode.dev/blog/trabajo" },
      { lang: "x-default", url: "https://riffandcode.dev/blog/work" },
    ])
    expect(entries.find(e => e.url.endsWith("/blog/open%20source"))?.links).toBeUndefined()
  })

  it("dates each article's entry by its last change, and no other page's", () => {
    const lastmod = Object.fromEntries(sitemapEntries(pages, articles).map(e => [new URL(e.url).pathname, e.lastmod]))
    expect(lastmod).toMatchObject({ "/article/a": "2024-03-05", "/article/a/es": "2024-02-11", "/": undefined, "/blog/work": undefined })
  })

  it("matches exact paths and whole subtrees", () => {
    expect(minimatchLike("/backstage/**", "/backstage/x")).toBe(true)
    expect(minimatchLike("/backstage/**", "/backstagex")).toBe(false)
    expect(minimatchLike("/unsubscribe", "/unsubscribe")).toBe(true)
  })
})
