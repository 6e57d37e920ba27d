import { articleRoutes, blogRoutes, type RoutedArticle } from "./article-routes"

const article = (over: Partial<RoutedArticle>): RoutedArticle => ({
  id: over.slug ?? "x",
  slug: "x",
  lang: "en",
  path: `/article/${over.slug ?? "x"}`,
  status: "published",
  tags: [],
  translationOf: null,
  ...over,
})

describe("articleRoutes", () => {
  it("creates each article's page and redirects translations that do not exist", () => {
    const routes = articleRoutes([
      article({ slug: "a", lang: "en" }),
      article({ slug: "a-es", lang: "es", translationOf: "a", path: "/article/a/es" }),
      article({ slug: "b", lang: "es" }),
    ])
    expect(routes).toEqual([
      { kind: "article", path: "/article/a", id: "a" },
      { kind: "article", path: "/article/a/es", id: "a-es" },
      { kind: "article", path: "/article/b", id: "b" },
      { kind: "redirect", path: "/article/a/en", to: "/article/a" },
      { kind: "redirect", path: "/article/b/en", to: "/article/b" },
      { kind: "redirect", path: "/article/b/es", to: "/article/b" },
    ])
  })
})

describe("blogRoutes", () => {
  it("creates both tag routes, canonical to /blog/{tag}, for tags of published originals only", () => {
    const routes = blogRoutes([
      article({ slug: "a", tags: ["open source", "music"] }),
      article({ slug: "a-es", tags: ["traducción"], translationOf: "a" }),
      article({ slug: "d", tags: ["secret"], status: "draft" }),
    ])
    expect(routes).toEqual([
      { path: "/blog", tag: null, canonicalPath: "/blog" },
      { path: "/blog/music", tag: "music", canonicalPath: "/blog/music" },
      { path: "/blog/tag/music", tag: "music", canonicalPath: "/blog/music" },
      { path: "/blog/open%20source", tag: "open source", canonicalPath: "/blog/open%20source" },
      { path: "/blog/tag/open%20source", tag: "open source", canonicalPath: "/blog/open%20source" },
    ])
  })
})
