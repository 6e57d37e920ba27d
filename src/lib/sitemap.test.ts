import { sitemapPages } from "./sitemap"

const page = (path: string) => ({ path })

describe("sitemapPages", () => {
  const pages = ["/", "/blog", "/article/a", "/article/a/es", "/article/draft", "/article/draft/es", "/article/draft/en", "/article/drafty", "/backstage", "/backstage/draft", "/backstage-tour", "/unsubscribe", "/confirm-subscription", "/newsletter-success", "/newsletter"].map(page)

  it("leaves out drafts with all their language versions, the owner area and the newsletter's private pages", () => {
    expect(sitemapPages(pages, ["/article/draft"]).map(p => p.path)).toEqual([
      "/",
      "/blog",
      "/article/a",
      "/article/a/es",
      "/article/drafty",
      "/backstage-tour",
      "/newsletter",
    ])
  })
})
