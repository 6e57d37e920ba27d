import fc from "fast-check"
import { formatLongDateIn } from "./dates"
import { atomFeed, feedEntry, type FeedMeta } from "./feed-entries"
import { FEED_PAGE_TEXT, feedStylesheet, withStylesheet } from "./feed-stylesheet"
import { LANGS } from "./language"

const XSL = "http://www.w3.org/1999/XSL/Transform"
const parse = (text: string) => {
  const doc = new DOMParser().parseFromString(text, "application/xml")
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0)
  return doc
}

describe("withStylesheet", () => {
  const feed = '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>T</title></channel></rss>'

  it("names the stylesheet right after the XML declaration, leaving the feed as it was", () => {
    const styled = withStylesheet(feed, "/es/feed.xsl")
    expect(styled).toBe('<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="/es/feed.xsl"?><rss version="2.0"><channel><title>T</title></channel></rss>')
    const doc = parse(styled)
    expect(doc.firstChild).toMatchObject({ nodeType: Node.PROCESSING_INSTRUCTION_NODE, target: "xml-stylesheet", data: 'type="text/xsl" href="/es/feed.xsl"' })
    expect(doc.documentElement.outerHTML).toBe(parse(feed).documentElement.outerHTML)
  })

  it("refuses a document without the declaration, and any stylesheet but a path of the site's", () => {
    expect(() => withStylesheet("<rss/>", "/en/feed.xsl")).toThrow("must open with")
    for (const href of ["https://elsewhere.example/feed.xsl", '/feed.xsl"?><x', "/feed.css", "//elsewhere.example/feed.xsl", "feed.xsl"]) {
      expect(() => withStylesheet(feed, href)).toThrow("not a stylesheet")
    }
  })
})

describe("an Atom feed", () => {
  const meta = (stylesheet: string): FeedMeta => ({
    title: "T",
    description: "D",
    lang: "es",
    homePageUrl: "https://riffandcode.dev/blog",
    feedUrl: "https://riffandcode.dev/es/atom.xml",
    author: { name: "A", url: "https://riffandcode.dev/about" },
    updatedWhenEmpty: "2025-01-01T00:00:00Z",
    stylesheet,
  })

  it("whatever its articles say, parses with its stylesheet first and its entries intact", () => {
    const article = fc.record({ title: fc.string({ unit: "grapheme" }), excerpt: fc.option(fc.string({ unit: "grapheme" })), html: fc.string() })
    fc.assert(
      fc.property(fc.array(article, { maxLength: 5 }), articles => {
        const entries = articles.map(({ title, excerpt, html }, i) =>
          feedEntry({ title, excerpt, html, date: "2025-01-01", path: `/article/a${i}/es`, tags: [], lang: "es" }, "https://riffandcode.dev"),
        )
        const doc = parse(atomFeed(meta("/es/feed.xsl"), entries))
        expect(doc.firstChild).toMatchObject({ target: "xml-stylesheet", data: 'type="text/xsl" href="/es/feed.xsl"' })
        expect(doc.getElementsByTagName("entry")).toHaveLength(entries.length)
      }),
      { seed: 20261202, numRuns: 150 },
    )
  })
})

describe("feedStylesheet", () => {
  for (const lang of LANGS) {
    const doc = parse(feedStylesheet(lang))
    const xsl = (element: Element | Document, name: string) => [...element.getElementsByTagNameNS(XSL, name)]

    it(`(${lang}) is an XSLT 1.0 stylesheet whose page is in ${lang} and says every text of the ${lang} page`, () => {
      expect(doc.documentElement.namespaceURI).toBe(XSL)
      expect(doc.documentElement.getAttribute("version")).toBe("1.0")
      expect(doc.getElementsByTagName("html")[0].getAttribute("lang")).toBe(lang)
      for (const copy of Object.values(FEED_PAGE_TEXT[lang])) expect(doc.documentElement.textContent).toContain(copy)
    })

    it(`(${lang}) writes a date as the site's pages write it, for every month`, () => {
      const [template] = xsl(doc, "template").filter(element => element.getAttribute("name") === "date")
      for (let month = 1; month <= 12; month++) {
        const [branch] = xsl(template, "when").filter(when => when.getAttribute("test") === `$month = ${month}`)
        const written = [...branch.children]
          .map(part => (part.localName === "text" ? part.textContent : part.getAttribute("select") === "number($day)" ? "15" : part.getAttribute("select") === "$year" ? "2000" : "?"))
          .join("")
        expect(written).toBe(formatLongDateIn(`2000-${String(month).padStart(2, "0")}-15`, lang))
      }
    })

    it(`(${lang}) shows what a feed holds as text, and links only to web addresses`, () => {
      expect(xsl(doc, "value-of").every(element => !element.hasAttribute("disable-output-escaping"))).toBe(true)
      expect(xsl(doc, "copy-of")).toHaveLength(0)
      for (const attribute of xsl(doc, "attribute")) {
        expect(attribute.getAttribute("name")).toBe("href")
        expect(attribute.parentElement?.getAttribute("test")).toBe("starts-with($href, 'https://') or starts-with($href, 'http://')")
      }
    })
  }
})
