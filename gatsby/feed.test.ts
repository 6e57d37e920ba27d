import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import fc from "fast-check"
import Parser from "rss-parser"
import { site } from "../src/config/site"
import { FEED_LENGTH } from "../src/lib/feed-length"
import { FEED_PAGE_TEXT } from "../src/lib/feed-stylesheet"
import { declaredTags, feeds, finishRssFeeds, inLanguage, languageArticles, listedArticles, listedIn, styledFeedPaths, tagFeed, tagPagesPattern, writeFeedStylesheets, writeLanguageFeeds, type FeedNode } from "./feed"
import { writeLlmsTxt } from "./llms-txt"

describe("tag feeds", () => {
  it("are written where a static server looks for the address its link asks for", () => {
    expect(tagFeed({ tag: "open source" }, "en")).toMatchObject({ output: "/blog/open source/rss.xml", link: "/blog/open%20source/rss.xml", language: "en" })
    expect(tagFeed({ tag: "filosofía" }, "es")).toMatchObject({ output: "/es/blog/filosofía/rss.xml", link: "/es/blog/filosof%C3%ADa/rss.xml", language: "es" })
  })

  it("are linked from every page of the tag's and no other", () => {
    const pattern = new RegExp(tagPagesPattern("c++ (old)"))
    expect(["/blog/c++ (old)", "/blog/tag/c++ (old)", "/blog/c++ (old)/page/2", "/blog/c++ (old)/page/10"].every(page => pattern.test(page))).toBe(true)
    const others = ["/blog", "/blog/c (old)", "/blog/c++ (old)/x", "/es/blog/c++ (old)", "/blog/cc (old)", "/blog/c++ (old)/page/", "/blog/c++ (old)/page/02", "/blog/page/2"]
    expect(others.some(page => pattern.test(page))).toBe(false)
  })

  it("are named after the tag as the tag page shows it, described by its text", () => {
    expect(tagFeed({ tag: "mexico", displayName: "México", description: "Mexican history." }, "es")).toMatchObject({
      title: `${site.blogName}: México (Spanish) RSS Feed`,
      description: "Mexican history.",
    })
  })

  it("come two per declared tag, after the main feed and the language feeds", () => {
    const outputs = feeds([{ tag: "music" }, { tag: "open source" }]).map(feed => feed.output)
    expect(outputs).toEqual(["/rss.xml", "/en/rss.xml", "/es/rss.xml", "/blog/music/rss.xml", "/es/blog/music/rss.xml", "/blog/open source/rss.xml", "/es/blog/open source/rss.xml"])
  })
})

describe("declaredTags", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tags-"))
  const write = (text: string) => {
    fs.mkdirSync(path.join(root, "content", "data"), { recursive: true })
    fs.writeFileSync(path.join(root, "content", "data", "tags.json"), text)
  }
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it("reads each tag with its name and text from content/data/tags.json, a tag without a name named by itself", () => {
    write(JSON.stringify({ music: { displayName: "Music", description: "Songs." }, "open source": {} }))
    expect(declaredTags(root)).toEqual([
      { tag: "music", displayName: "Music", description: "Songs." },
      { tag: "open source", displayName: "open source", description: undefined },
    ])
  })

  it("gives none for a file the data plugin will reject, so the build fails with its message", () => {
    write("{ not json")
    expect(declaredTags(root)).toEqual([])
    write("[]")
    expect(declaredTags(root)).toEqual([])
  })
})

const article = (slug: string, lang: "en" | "es", date: string, status = "published"): FeedNode => ({
  title: `Title of ${slug}`,
  date,
  excerpt: `Excerpt of ${slug}.`,
  path: lang === "en" ? `/article/${slug}` : `/article/${slug}/es`,
  html: `<p>${slug}</p>`,
  tags: ["tech"],
  lang,
  status,
})

/** What `read` gives for each language, with the queries it asked, from a graphql answering one article per language. */
async function readWith<T>(read: (graphql: (query: string) => Promise<{ data: { allArticle: { nodes: T[] } } }>) => Promise<Record<string, T[]>>) {
  const asked: string[] = []
  const byLang = await read(async query => {
    asked.push(query)
    return { data: { allArticle: { nodes: [article(query.includes('"es"') ? "es-one" : "en-one", "en", "2025-01-01") as T] } } }
  })
  return { asked, byLang }
}

describe("languageArticles and listedArticles", () => {
  it("read each language's articles for the Atom and JSON feeds with the query of the language's RSS feed", async () => {
    const { asked, byLang } = await readWith(languageArticles)
    expect(asked).toEqual([inLanguage("en"), inLanguage("es")])
    expect(feeds([]).find(feed => feed.output === "/es/rss.xml")?.query).toBe(inLanguage("es"))
    expect(byLang.es.map(a => a.title)).toEqual(["Title of es-one"])
  })

  it("read every published article of each language for llms.txt, and none of their HTML", async () => {
    const { asked, byLang } = await readWith(listedArticles)
    expect(asked).toEqual([listedIn("en"), listedIn("es")])
    for (const query of asked) {
      expect(query).toContain('status: { eq: "published" }')
      expect(query).not.toMatch(/\bhtml\b|limit/)
    }
    expect(byLang.es.map(a => a.title)).toEqual(["Title of es-one"])
  })

  it("stop on a query that fails", async () => {
    await expect(languageArticles(async () => ({ errors: ["bad"] }))).rejects.toThrow("could not read the en articles")
    await expect(listedArticles(async () => ({ errors: ["bad"] }))).rejects.toThrow("could not read the en articles")
  })
})

describe("writeLanguageFeeds and writeLlmsTxt", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "feeds-"))
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")

  it("write each language's Atom and JSON feeds beside its RSS feed, and llms.txt, from the same articles", () => {
    const articles = { en: [article("b", "en", "2025-05-30"), article("a", "en", "2024-01-01")], es: [article("b", "es", "2025-05-30")] }
    expect(writeLanguageFeeds(publicDir, articles)).toEqual(["/en/atom.xml", "/en/feed.json", "/es/atom.xml", "/es/feed.json"])
    writeLlmsTxt(publicDir, articles)
    const json = JSON.parse(read("es/feed.json"))
    expect(json).toMatchObject({ feed_url: `${site.url}/es/feed.json`, home_page_url: `${site.url}/blog`, language: "es", authors: [{ name: site.author }] })
    expect(json.items.map((item: { id: string }) => item.id)).toEqual([`${site.url}/article/b/es`])
    expect(read("en/atom.xml")).toContain(`<id>${site.url}/en/atom.xml</id>`)
    expect(read("en/atom.xml")).toContain('<link rel="self" type="application/atom+xml" href="https://riffandcode.dev/en/atom.xml"/>')
    const llms = read("llms.txt")
    expect(llms.startsWith(`# ${site.name}\n\n> `)).toBe(true)
    expect(llms).toContain(`## English\n\n- [Title of b](${site.url}/article/b): Excerpt of b.\n- [Title of a](${site.url}/article/a): Excerpt of a.\n\n## Español\n\n- [Title of b](${site.url}/article/b/es): Excerpt of b.\n`)
  })

  it("date a language without articles by the newest article of any", () => {
    writeLanguageFeeds(publicDir, { en: [article("a", "en", "2024-01-01")], es: [] })
    expect(read("es/atom.xml")).toContain("<updated>2024-01-01T00:00:00Z</updated>")
    expect(JSON.parse(read("es/feed.json")).items).toEqual([])
  })

  it("leave unchanged files as they are, so a build of the same content writes the same bytes", () => {
    const articles = { en: [article("a", "en", "2024-01-01")], es: [article("a", "es", "2024-01-01")] }
    writeLanguageFeeds(publicDir, articles)
    writeLlmsTxt(publicDir, articles)
    const files = ["en/atom.xml", "en/feed.json", "es/atom.xml", "es/feed.json", "llms.txt"]
    const before = files.map(file => [read(file), fs.statSync(path.join(publicDir, file)).mtimeMs])
    writeLanguageFeeds(publicDir, JSON.parse(JSON.stringify(articles)))
    writeLlmsTxt(publicDir, JSON.parse(JSON.stringify(articles)))
    expect(files.map(file => [read(file), fs.statSync(path.join(publicDir, file)).mtimeMs])).toEqual(before)
  })
})

describe("each feed, in every format", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "feed-length-"))
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
  const idsOfAtom = (text: string) =>
    [...new DOMParser().parseFromString(text, "application/xml").getElementsByTagName("entry")].map(entry => entry.getElementsByTagName("id")[0].textContent)

  // n articles of one language, some drafts (a scheduled post is one too), dated over a few weeks in any order.
  const language = fc.array(fc.record({ day: fc.integer({ min: 1, max: 28 }), draft: fc.boolean() }), { maxLength: 3 * FEED_LENGTH })

  it(`carries the min(n, ${FEED_LENGTH}) newest of n published articles, newest first, alike in RSS, Atom and JSON Feed`, () => {
    fc.assert(
      fc.property(language, written => {
        const nodes = written.map(({ day, draft }, i) => article(`a${i}`, "es", `2025-02-${String(day).padStart(2, "0")}`, draft ? "draft" : "published"))
        const expected = nodes
          .filter(node => node.status === "published")
          .sort((a, b) => b.date.localeCompare(a.date) || (a.path < b.path ? -1 : 1))
          .slice(0, FEED_LENGTH)
          .map(node => `${site.url}${node.path}`)

        const rssFeed = feeds([]).find(feed => feed.output === "/es/rss.xml")!
        const rss = rssFeed.serialize({ query: { allArticle: { nodes } } }).map(item => item.guid)
        writeLanguageFeeds(publicDir, { en: [], es: nodes })
        const json = JSON.parse(read("es/feed.json")).items.map((item: { id: string }) => item.id)
        const atom = idsOfAtom(read("es/atom.xml"))

        expect(rss).toEqual(expected)
        expect(json).toEqual(expected)
        expect(atom).toEqual(expected)
      }),
      { seed: 20261202, numRuns: 60 },
    )
  })

  it("of a tag, and the main feed, carry the newest as well", () => {
    // One a day, the last the newest.
    const nodes = Array.from({ length: FEED_LENGTH + 5 }, (_, i) => article(`t${i}`, "en", new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10)))
    const newest = nodes.slice(-FEED_LENGTH).reverse().map(node => `${site.url}${node.path}`)
    for (const feed of [feeds([])[0], tagFeed({ tag: "tech" }, "en")]) {
      expect(feed.serialize({ query: { allArticle: { nodes } } }).map(item => item.guid)).toEqual(newest)
    }
  })
})

describe("the pages of the feeds", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "feed-pages-"))
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")

  it("are each language's stylesheet, which its RSS feeds name, and still plain RSS to a feed reader", async () => {
    expect(writeFeedStylesheets(publicDir)).toEqual(["/en/feed.xsl", "/es/feed.xsl"])
    const spanish = new DOMParser().parseFromString(read("es/feed.xsl"), "application/xml")
    expect(spanish.getElementsByTagName("parsererror")).toHaveLength(0)
    expect(spanish.documentElement.textContent).toContain(FEED_PAGE_TEXT.es.how)

    const written = feeds([{ tag: "open source" }])
    const plugin = '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title><![CDATA[T]]></title><lastBuildDate>Wed, 25 Nov 2026 21:53:26 GMT</lastBuildDate>' +
      "<item><title><![CDATA[A]]></title><link>https://riffandcode.dev/article/a</link><pubDate>Fri, 30 May 2025 00:00:00 GMT</pubDate></item></channel></rss>"
    for (const { output } of written) {
      fs.mkdirSync(path.dirname(path.join(publicDir, output)), { recursive: true })
      fs.writeFileSync(path.join(publicDir, output), plugin)
    }
    finishRssFeeds(publicDir, written)
    expect(read("es/blog/open source/rss.xml")).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><\?xml-stylesheet type="text\/xsl" href="\/es\/feed.xsl"\?><rss /)
    expect(read("rss.xml")).toContain('<?xml-stylesheet type="text/xsl" href="/en/feed.xsl"?>')
    const feed = await new Parser().parseString(read("es/rss.xml"))
    expect(feed.items.map(item => [item.title, item.link])).toEqual([["A", "https://riffandcode.dev/article/a"]])
    expect(feed.lastBuildDate).toBe("Fri, 30 May 2025 00:00:00 GMT")
  })

  it("are what the feeds' policy covers: every RSS and Atom feed, as written in public/", () => {
    expect(styledFeedPaths([{ tag: "open source" }])).toEqual(["/rss.xml", "/en/rss.xml", "/es/rss.xml", "/blog/open source/rss.xml", "/es/blog/open source/rss.xml", "/en/atom.xml", "/es/atom.xml"])
  })
})
