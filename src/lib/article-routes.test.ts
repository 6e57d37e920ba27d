import { POSTS_PER_PAGE } from "./blog-pages"
import { articleRoutes, blogRoutes, draftVersions, publicVersions, type RoutedArticle } from "./article-routes"

const article = (over: Partial<RoutedArticle>): RoutedArticle => ({
  id: over.slug ?? "x",
  slug: "x",
  lang: "en",
  path: `/article/${over.slug ?? "x"}`,
  status: "published",
  tags: [],
  translationOf: null,
  formerSlugs: [],
  isPublishedOriginal: (over.status ?? "published") === "published" && !over.translationOf,
  ...over,
})

describe("articleRoutes", () => {
  it("creates each article's page, the originals' first, and redirects translations that do not exist", () => {
    const routes = articleRoutes([
      article({ slug: "a", lang: "en" }),
      article({ slug: "a-es", lang: "es", translationOf: "a", path: "/article/a/es" }),
      article({ slug: "b", lang: "es" }),
    ])
    const page = (id: string, path = `/article/${id}`) => ({ kind: "article", path, id })
    const redirect = (from: string, to: string) => ({ kind: "redirect", path: from, to, permanent: false })
    expect(routes).toEqual([
      page("a"),
      page("b"),
      page("a-es", "/article/a/es"),
      redirect("/article/a/en", "/article/a"),
      redirect("/article/b/en", "/article/b"),
      redirect("/article/b/es", "/article/b"),
    ])
  })
})

describe("a renamed article's earlier addresses", () => {
  const renamed = [
    article({ slug: "new-name", lang: "en", formerSlugs: ["old-name", "first-name"] }),
    article({ slug: "new-name-es", lang: "es", translationOf: "new-name", path: "/article/new-name/es" }),
  ]
  const redirects = (articles: RoutedArticle[]) =>
    articleRoutes(articles).flatMap(route => (route.kind === "redirect" && !route.path.startsWith("/article/new-name") ? [route] : []))

  it("lead for good to its address, and in each language to its translation's", () => {
    expect(redirects(renamed)).toEqual([
      { kind: "redirect", path: "/article/old-name", to: "/article/new-name", permanent: true },
      { kind: "redirect", path: "/article/old-name/en", to: "/article/new-name", permanent: false },
      { kind: "redirect", path: "/article/old-name/es", to: "/article/new-name/es", permanent: true },
      { kind: "redirect", path: "/article/first-name", to: "/article/new-name", permanent: true },
      { kind: "redirect", path: "/article/first-name/en", to: "/article/new-name", permanent: false },
      { kind: "redirect", path: "/article/first-name/es", to: "/article/new-name/es", permanent: true },
    ])
  })

  it("lead to the original, for now, in a language it has no translation in yet", () => {
    expect(redirects([renamed[0]]).filter(route => route.path.endsWith("/es"))).toEqual([
      { kind: "redirect", path: "/article/old-name/es", to: "/article/new-name", permanent: false },
      { kind: "redirect", path: "/article/first-name/es", to: "/article/new-name", permanent: false },
    ])
  })

  it("are none of a draft's among the public routes", () => {
    const draft = article({ slug: "secret", status: "draft", formerSlugs: ["old-secret"] })
    expect(articleRoutes(publicVersions([draft, ...renamed])).map(route => route.path).filter(path => path.includes("secret"))).toEqual([])
  })
})

describe("draft routes", () => {
  const articles = [
    article({ slug: "d", status: "draft" }),
    article({ slug: "d-es", lang: "es", translationOf: "d", path: "/article/d/es", status: "draft" }),
    article({ slug: "e", status: "draft" }),
    // A translation published in its file, whose standing its original, still a draft, makes a draft (src/lib/article-standing.ts).
    article({ slug: "e-es", lang: "es", translationOf: "e", path: "/article/e/es", status: "draft" }),
    article({ slug: "p" }),
    article({ slug: "p-es", lang: "es", translationOf: "p", path: "/article/p/es" }),
  ]

  it("are every article whose standing is draft", () => {
    expect(draftVersions(articles).map(a => a.slug)).toEqual(["d", "d-es", "e", "e-es"])
  })

  it("are left out of what visitors may read", () => {
    expect(publicVersions(articles).map(a => a.slug)).toEqual(["p", "p-es"])
  })

  it("give the public routes no address of a draft, not even a redirect", () => {
    const paths = articleRoutes(publicVersions(articles)).map(route => route.path)
    expect(paths).toEqual(["/article/p", "/article/p/es", "/article/p/en"])
  })

  it("give the drafts' own routes a redirect for each translation they lack", () => {
    const redirects = articleRoutes(draftVersions(articles)).filter(route => route.kind === "redirect")
    expect(redirects).toEqual([
      { kind: "redirect", path: "/article/d/en", to: "/article/d", permanent: false },
      { kind: "redirect", path: "/article/e/en", to: "/article/e", permanent: false },
    ])
  })
})

describe("blogRoutes", () => {
  const one = { number: 1, count: 1, skip: 0, limit: POSTS_PER_PAGE }

  it("creates both tag routes, canonical to /blog/{tag}, for tags of published originals only", () => {
    const routes = blogRoutes([
      article({ slug: "a", tags: ["open source", "music"] }),
      article({ slug: "a-es", tags: ["traducción"], translationOf: "a" }),
      article({ slug: "d", tags: ["secret"], status: "draft" }),
    ])
    expect(routes).toEqual([
      { path: "/blog", tag: null, canonicalPath: "/blog", listPath: "/blog", ...one },
      { path: "/blog/music", tag: "music", canonicalPath: "/blog/music", listPath: "/blog/music", ...one },
      { path: "/blog/tag/music", tag: "music", canonicalPath: "/blog/music", listPath: "/blog/music", ...one },
      { path: "/blog/open%20source", tag: "open source", canonicalPath: "/blog/open%20source", listPath: "/blog/open%20source", ...one },
      { path: "/blog/tag/open%20source", tag: "open source", canonicalPath: "/blog/open%20source", listPath: "/blog/open%20source", ...one },
    ])
  })

  it("numbers the later pages of the blog and of a tag, each its own canonical, the second reading the first page only", () => {
    const posts = Array.from({ length: 2 * POSTS_PER_PAGE + 1 }, (_, index) => article({ slug: `p${index}`, tags: index < POSTS_PER_PAGE + 1 ? ["music", "music"] : [] }))
    const routes = blogRoutes([...posts, article({ slug: "d", tags: ["music"], status: "draft" })])
    expect(routes.map(({ path, canonicalPath, number, count, skip }) => [path, canonicalPath, number, count, skip])).toEqual([
      ["/blog", "/blog", 1, 3, 0],
      ["/blog/page/2", "/blog/page/2", 2, 3, POSTS_PER_PAGE],
      ["/blog/page/3", "/blog/page/3", 3, 3, 2 * POSTS_PER_PAGE],
      ["/blog/music", "/blog/music", 1, 2, 0],
      ["/blog/tag/music", "/blog/music", 1, 2, 0],
      ["/blog/music/page/2", "/blog/music/page/2", 2, 2, POSTS_PER_PAGE],
    ])
  })
})
