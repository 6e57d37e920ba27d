import { absolutizeHtml, feedItem } from "./feed"

describe("absolutizeHtml", () => {
  it("makes site-relative links and images absolute and leaves others alone", () => {
    const html =
      '<a href="/blog">b</a><a href="https://x.org/">x</a><img src="/static/a.jpg" srcset="/static/a-1.jpg 1x, /static/a-2.jpg 2x"><a href="//cdn.example/">c</a><a href="#top">t</a>'
    expect(absolutizeHtml(html, "https://riffandcode.dev/")).toBe(
      '<a href="https://riffandcode.dev/blog">b</a><a href="https://x.org/">x</a><img src="https://riffandcode.dev/static/a.jpg" srcset="https://riffandcode.dev/static/a-1.jpg 1x, https://riffandcode.dev/static/a-2.jpg 2x"><a href="//cdn.example/">c</a><a href="#top">t</a>',
    )
  })
})

describe("feedItem", () => {
  it("carries an absolute link, the excerpt and the full content", () => {
    const item = feedItem(
      { title: "T", date: "2020-01-01", excerpt: "E", path: "/article/t", html: '<p><a href="/about">me</a></p>', tags: ["tech"], lang: "en" },
      "https://riffandcode.dev",
    )
    expect(item).toEqual({
      title: "T",
      description: "E",
      date: "2020-01-01",
      url: "https://riffandcode.dev/article/t",
      guid: "https://riffandcode.dev/article/t",
      categories: ["tech"],
      custom_elements: [{ "content:encoded": '<p><a href="https://riffandcode.dev/about">me</a></p>' }],
    })
  })
})
