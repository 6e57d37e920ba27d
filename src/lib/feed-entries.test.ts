import {
  absolutizeHtml,
  atomFeed,
  feedEntry,
  feedItem,
  feedUpdated,
  jsonFeed,
  JSON_FEED_VERSION,
  plainCode,
  rfc3339,
  steadyBuildDate,
  type FeedArticle,
  type FeedMeta,
} from "./feed-entries"

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
      date: "2020-01-01T00:00:00Z",
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

const SITE = "https://riffandcode.dev"

function article(slug: string, overrides: Partial<FeedArticle> = {}): FeedArticle {
  return {
    title: `Title of ${slug}`,
    date: "2024-06-22",
    excerpt: `Excerpt of ${slug}.`,
    path: `/article/${slug}`,
    html: `<p>Text of <a href="/article/${slug}">${slug}</a> &amp; more</p><pre class="language-js"><code class="language-js"><span class="token keyword">let</span> a</code></pre>`,
    tags: ["tech", "open source"],
    lang: "en",
    ...overrides,
  }
}

const META: FeedMeta = {
  title: "Riff & Code Blog (English) Atom Feed",
  description: "Notes <and> things.",
  lang: "en",
  homePageUrl: `${SITE}/blog`,
  feedUrl: `${SITE}/en/atom.xml`,
  author: { name: "Mateo Ríos", url: `${SITE}/about` },
  updatedWhenEmpty: "2025-08-10T00:00:00Z",
  stylesheet: "/en/feed.xsl",
}

const articles = [
  article("newest", { date: "2025-05-30", title: 'Tom & Jerry <3 "quotes"' }),
  article("middle", { date: "2025-01-19T09:15:00Z", excerpt: null, tags: [] }),
  article("oldest", { date: "2024-06-22" }),
]
const entries = articles.map(a => feedEntry(a, SITE))

describe("rfc3339", () => {
  it("writes a date or date-time as an instant in UTC, without a fraction of a second when there is none", () => {
    expect(rfc3339("2020-01-01")).toBe("2020-01-01T00:00:00Z")
    expect(rfc3339("2020-01-01T10:30:00+02:00")).toBe("2020-01-01T08:30:00Z")
    expect(rfc3339("2020-01-01T10:30:00.250Z")).toBe("2020-01-01T10:30:00.250Z")
  })

  it("refuses what is not a date", () => {
    expect(() => rfc3339("someday")).toThrow('not a date: "someday"')
  })

  it("names the article whose date it cannot read", () => {
    expect(() => feedEntry({ ...article("a"), date: "soon" }, SITE)).toThrow("/article/a: not a date")
  })
})

describe("feedEntry", () => {
  it("is what the RSS item says: one id and address, the excerpt, the date and the full content", () => {
    const entry = feedEntry(articles[0], SITE)
    const item = feedItem(articles[0], SITE)
    expect(entry).toEqual({
      id: item.guid,
      url: item.url,
      title: item.title,
      summary: item.description,
      published: "2025-05-30T00:00:00Z",
      revised: null,
      tags: item.categories,
      contentHtml: item.custom_elements[0]["content:encoded"],
    })
    expect(entry.contentHtml).toBe(`<p>Text of <a href="${SITE}/article/newest">newest</a> &amp; more</p><pre class="language-js"><code class="language-js">let a</code></pre>`)
    expect(new Date(item.date).toUTCString()).toBe("Fri, 30 May 2025 00:00:00 GMT")
  })
})

describe("feedUpdated", () => {
  it("is the newest entry's date, whatever the order, and the given date without entries", () => {
    expect(feedUpdated([entries[2], entries[0], entries[1]], META.updatedWhenEmpty)).toBe("2025-05-30T00:00:00Z")
    expect(feedUpdated([], META.updatedWhenEmpty)).toBe("2025-08-10T00:00:00Z")
  })
})

describe("an article revised after it came out", () => {
  const revised = feedEntry(article("oldest", { updated: "2025-07-01T12:00:00-06:00" }), SITE)
  const withRevision = [entries[0], entries[1], revised]

  it("keeps its publication date and gives its revision's as Atom's updated and JSON Feed's date_modified", () => {
    const [, , entry] = new DOMParser().parseFromString(atomFeed(META, withRevision), "application/xml").getElementsByTagName("entry")
    expect(entry.getElementsByTagName("published")[0].textContent).toBe("2024-06-22T00:00:00Z")
    expect(entry.getElementsByTagName("updated")[0].textContent).toBe("2025-07-01T18:00:00Z")
    const [, middle, item] = JSON.parse(jsonFeed(META, withRevision)).items
    expect(item).toMatchObject({ date_published: "2024-06-22T00:00:00Z", date_modified: "2025-07-01T18:00:00Z" })
    expect(middle).not.toHaveProperty("date_modified")
  })

  it("dates the feed when it is the latest change", () => {
    expect(feedUpdated(withRevision, META.updatedWhenEmpty)).toBe("2025-07-01T18:00:00Z")
  })

  it("names the article whose revision is no date", () => {
    expect(() => feedEntry(article("a", { updated: "later" }), SITE)).toThrow("/article/a: not a date")
  })
})

describe("jsonFeed", () => {
  const feed = JSON.parse(jsonFeed({ ...META, feedUrl: `${SITE}/en/feed.json` }, entries))

  it("is a JSON Feed 1.1 with its addresses, language and author", () => {
    expect(feed).toMatchObject({
      version: JSON_FEED_VERSION,
      title: META.title,
      home_page_url: `${SITE}/blog`,
      feed_url: `${SITE}/en/feed.json`,
      description: META.description,
      language: "en",
      authors: [{ name: "Mateo Ríos", url: `${SITE}/about` }],
    })
    expect(JSON_FEED_VERSION).toBe("https://jsonfeed.org/version/1.1")
  })

  it("maps each entry to an item with its id, address, dates, summary, tags and full content", () => {
    expect(feed.items).toEqual([
      {
        id: `${SITE}/article/newest`,
        url: `${SITE}/article/newest`,
        title: 'Tom & Jerry <3 "quotes"',
        content_html: entries[0].contentHtml,
        summary: "Excerpt of newest.",
        date_published: "2025-05-30T00:00:00Z",
        tags: ["tech", "open source"],
      },
      // No excerpt and no tag: the fields are left out rather than empty.
      { id: `${SITE}/article/middle`, url: `${SITE}/article/middle`, title: "Title of middle", content_html: entries[1].contentHtml, date_published: "2025-01-19T09:15:00Z" },
      expect.objectContaining({ id: `${SITE}/article/oldest`, date_published: "2024-06-22T00:00:00Z" }),
    ])
  })

  it("writes the same bytes for the same entries", () => {
    expect(jsonFeed(META, entries)).toBe(jsonFeed(META, [...entries]))
  })
})

describe("atomFeed", () => {
  const ATOM = "http://www.w3.org/2005/Atom"
  const parse = (text: string) => {
    const doc = new DOMParser().parseFromString(text, "application/xml")
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0)
    return doc
  }
  const child = (element: Element, name: string) => [...element.children].filter(node => node.localName === name)
  const text = (element: Element, name: string) => child(element, name)[0]?.textContent

  const xmlText = atomFeed(META, entries)
  const feed = parse(xmlText).documentElement

  it("is an Atom feed with an id, title, date, author and a link to itself and to its page", () => {
    expect(xmlText.startsWith('<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="/en/feed.xsl"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')).toBe(true)
    expect(feed.namespaceURI).toBe(ATOM)
    expect(text(feed, "id")).toBe(`${SITE}/en/atom.xml`)
    expect(text(feed, "title")).toBe("Riff & Code Blog (English) Atom Feed")
    expect(text(feed, "subtitle")).toBe("Notes <and> things.")
    expect(text(feed, "updated")).toBe("2025-05-30T00:00:00Z")
    const [author] = child(feed, "author")
    expect([text(author, "name"), text(author, "uri")]).toEqual(["Mateo Ríos", `${SITE}/about`])
    const links = child(feed, "link").map(link => [link.getAttribute("rel"), link.getAttribute("type"), link.getAttribute("href")])
    expect(links).toEqual([
      ["self", "application/atom+xml", `${SITE}/en/atom.xml`],
      ["alternate", "text/html", `${SITE}/blog`],
    ])
  })

  it("gives each entry its id, title, link, dates, summary, categories and the full content as HTML", () => {
    const [first, second] = child(feed, "entry")
    expect(child(feed, "entry")).toHaveLength(3)
    expect(text(first, "id")).toBe(`${SITE}/article/newest`)
    expect(text(first, "title")).toBe('Tom & Jerry <3 "quotes"')
    expect(child(first, "link").map(link => [link.getAttribute("rel"), link.getAttribute("href")])).toEqual([["alternate", `${SITE}/article/newest`]])
    expect(text(first, "published")).toBe("2025-05-30T00:00:00Z")
    expect(text(first, "updated")).toBe("2025-05-30T00:00:00Z")
    expect(text(first, "summary")).toBe("Excerpt of newest.")
    expect(child(first, "category").map(category => category.getAttribute("term"))).toEqual(["tech", "open source"])
    const [content] = child(first, "content")
    expect(content.getAttribute("type")).toBe("html")
    expect(content.textContent).toBe(feedItem(articles[0], SITE).custom_elements[0]["content:encoded"])
    expect(child(second, "summary")).toHaveLength(0)
    expect(child(second, "category")).toHaveLength(0)
    expect(text(second, "published")).toBe("2025-01-19T09:15:00Z")
  })

  it("leaves out the characters XML cannot hold, so the feed still parses", () => {
    const broken = feedEntry(article("x", { title: "Bell\u0007 and form\u000C feed", html: "<p>a\u0000b</p>" }), SITE)
    const [entry] = child(parse(atomFeed(META, [broken])).documentElement, "entry")
    expect(text(entry, "title")).toBe("Bell and form feed")
    expect(text(entry, "content")).toBe("<p>ab</p>")
  })

  it("dates a feed without entries by the date it is given", () => {
    const empty = parse(atomFeed(META, [])).documentElement
    expect(text(empty, "updated")).toBe("2025-08-10T00:00:00Z")
    expect(child(empty, "entry")).toHaveLength(0)
  })

  it("writes the same bytes for the same entries", () => {
    expect(atomFeed(META, entries)).toBe(atomFeed(META, [...entries]))
  })
})

describe("the three formats", () => {
  it("carry the same content for each article, from the one entry", () => {
    const json = JSON.parse(jsonFeed(META, entries)).items.map((item: { content_html: string }) => item.content_html)
    const atom = [...new DOMParser().parseFromString(atomFeed(META, entries), "application/xml").getElementsByTagName("content")].map(content => content.textContent)
    const rss = articles.map(a => feedItem(a, SITE).custom_elements[0]["content:encoded"])
    expect(json).toEqual(rss)
    expect(atom).toEqual(rss)
  })
})
