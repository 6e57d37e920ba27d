import { absolutizeHtml, feedItem, plainCode, steadyBuildDate } from "./feed"

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

describe("plainCode", () => {
  const highlighted =
    '<figure class="code-block"><figcaption class="code-language">BASIC</figcaption><div class="code-scroll" tabindex="0"><div class="gatsby-highlight" data-language="basic">' +
    '<pre class="language-basic"><code class="language-basic"><span class="token keyword">PRINT</span> <span class="token string">"a &lt;b&gt;"</span>\n</code></pre></div></div></figure>'

  it("takes the highlighting out of code blocks, keeping the code, its escapes and the block", () => {
    expect(plainCode(highlighted)).toBe(
      '<figure class="code-block"><figcaption class="code-language">BASIC</figcaption><div class="code-scroll" tabindex="0"><div class="gatsby-highlight" data-language="basic">' +
        '<pre class="language-basic"><code class="language-basic">PRINT "a &lt;b&gt;"\n</code></pre></div></div></figure>',
    )
  })

  it("leaves the rest of the article alone, headings' anchors included", () => {
    const rest = '<h2 id="flow"><a href="#flow" class="heading-link">Flow</a></h2><p><span lang="es">hola</span></p>'
    expect(plainCode(rest + highlighted + rest)).toBe(rest + plainCode(highlighted) + rest)
  })

  it("is what the feed carries", () => {
    const item = feedItem({ title: "T", date: "2020-01-01", excerpt: null, path: "/article/t", html: highlighted, tags: [], lang: "en" }, "https://riffandcode.dev")
    expect(item.custom_elements[0]["content:encoded"]).toBe(plainCode(highlighted))
  })
})

describe("steadyBuildDate", () => {
  const channel = (items: string) =>
    `<rss><channel><title>T</title><lastBuildDate>Wed, 25 Nov 2026 21:53:26 GMT</lastBuildDate>${items}</channel></rss>`
  const item = (date: string) => `<item><title>A</title><pubDate>${date}</pubDate></item>`

  it("dates the feed by its newest item, whatever their order, so an unchanged feed is written the same", () => {
    const xml = channel(item("Sun, 19 Jan 2025 00:00:00 GMT") + item("Fri, 30 May 2025 00:00:00 GMT") + item("Sat, 22 Jun 2024 00:00:00 GMT"))
    expect(steadyBuildDate(xml)).toBe(xml.replace("Wed, 25 Nov 2026 21:53:26 GMT", "Fri, 30 May 2025 00:00:00 GMT"))
  })

  it("leaves the date out of a feed with no item", () => {
    expect(steadyBuildDate(channel(""))).toBe("<rss><channel><title>T</title></channel></rss>")
  })
})
