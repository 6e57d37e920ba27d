import { searchedPaths, SEARCHED_PAGES } from "./search-pages"

const built = ["/", "/blog", "/blog/music", "/about", "/now", "/projects", "/projects/tech", "/projects/inah", "/experiments", "/experiment/stoic-quotes", "/article/song", "/article/song/es", "/article/secret", "/article/secret/es", "/article/other/en", "/404", "/newsletter-success", "/unsubscribe", "/confirm-subscription", "/backstage", "/search"]
const articles = [
  { path: "/article/song", status: "published" },
  { path: "/article/song/es", status: "published" },
  { path: "/article/secret", status: "draft" },
  { path: "/article/secret/es", status: "draft" },
]

describe("searchedPaths", () => {
  const paths = searchedPaths(built, articles, ["/experiment/stoic-quotes"])

  it("holds published articles with their translations, the site's own pages and each experiment", () => {
    expect(paths).toEqual(["/article/song", "/article/song/es", ...SEARCHED_PAGES, "/experiment/stoic-quotes"].sort())
  })

  it("gives the same pages in the same order whatever order the build gives them in", () => {
    expect(searchedPaths([...built].reverse(), [...articles].reverse(), ["/experiment/stoic-quotes"])).toEqual(paths)
  })

  it("never holds a draft or a draft's translation", () => {
    expect(paths).not.toContain("/article/secret")
    expect(paths).not.toContain("/article/secret/es")
  })

  it("leaves out lists, errand pages, the owner area, the not-found page, redirects and the search page itself", () => {
    for (const path of ["/", "/blog", "/blog/music", "/projects/tech", "/404", "/newsletter-success", "/unsubscribe", "/confirm-subscription", "/backstage", "/article/other/en", "/search"]) {
      expect(paths).not.toContain(path)
    }
  })

  it("holds only pages the build made", () => {
    expect(searchedPaths(["/about"], articles, ["/experiment/gone"])).toEqual(["/about"])
  })
})
