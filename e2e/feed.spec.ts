import Parser from "rss-parser"
import { FEED_LENGTH, feedArticles } from "../src/lib/feed-length"
import { draftFiles, drafts, publicArticles, publishedOriginals } from "./content"
import { expect, test } from "./fixtures"
import { pagePaths } from "./policy-walk"

// Each feed carries its newest FEED_LENGTH published articles (src/lib/feed-length.ts), whatever their number.

test("the feed lists only the newest published originals, newest first, with absolute links and full content", async ({ request }) => {
  const response = await request.get("/rss.xml")
  expect(response.ok()).toBe(true)
  const feed = await new Parser().parseString(await response.text())
  const expected = feedArticles(publishedOriginals)
  expect(expected).toHaveLength(Math.min(publishedOriginals.length, FEED_LENGTH))
  expect(feed.items.map(item => item.title)).toEqual(expected.map(a => a.title))
  for (const draft of drafts) expect(feed.items.map(item => item.title)).not.toContain(draft.title)
  for (const item of feed.items) {
    expect(item.link).toMatch(/^https:\/\/riffandcode\.dev\/article\/[a-z0-9-]+$/)
    expect(item["content:encoded"]).toContain("<p>")
    expect(item["content:encoded"]).not.toMatch(/(src|href)="\/(?!\/)/)
  }
})

test("the blog's head links the main feed and the feed of each language", async ({ page }) => {
  await page.goto("/blog")
  const feeds = page.locator('link[rel="alternate"][type="application/rss+xml"]')
  await expect(feeds).toHaveCount(3)
  expect(await feeds.evaluateAll(links => links.map(link => link.getAttribute("href")))).toEqual(["/rss.xml", "/en/rss.xml", "/es/rss.xml"])
})

// A tag page's feeds: English beside the page, Spanish under /es/ as the Spanish feed is.
const tagFeeds = (tag: string) => ({ en: `/blog/${encodeURIComponent(tag)}/rss.xml`, es: `/es/blog/${encodeURIComponent(tag)}/rss.xml` })
const publicTags = [...new Set(publicArticles.flatMap(article => article.tags))].sort()
const draftTitles = draftFiles.map(draft => draft.title)

test("each tag's feed in each language lists exactly that tag's newest published articles of the language, newest first", async ({ request }) => {
  for (const tag of publicTags) {
    for (const [lang, address] of Object.entries(tagFeeds(tag))) {
      const response = await request.get(address)
      expect(response.ok(), address).toBe(true)
      const feed = await new Parser().parseString(await response.text())
      const expected = feedArticles(publicArticles.filter(article => article.lang === lang && article.tags.includes(tag)))
      expect(feed.items.map(item => item.title), address).toEqual(expected.map(article => article.title))
      const dates = feed.items.map(item => Date.parse(item.isoDate!))
      expect(dates, `${address} is newest first`).toEqual([...dates].sort((a, b) => b - a))
      for (const item of feed.items) {
        expect(draftTitles).not.toContain(item.title)
        expect(item.categories).toContain(tag)
        expect(item["content:encoded"]).toContain("<p>")
      }
    }
  }
})

test("a tag page's head links its two feeds, and the blog's does not", async ({ page, request }) => {
  // A tag with a space, when there is one: its addresses must be encoded.
  const tag = publicTags.find(name => name.includes(" ")) ?? publicTags[0]
  const { en, es } = tagFeeds(tag)
  for (const address of [`/blog/${encodeURIComponent(tag)}`, `/blog/tag/${encodeURIComponent(tag)}`]) {
    await page.goto(address)
    const links = page.locator('link[rel="alternate"][type="application/rss+xml"]')
    const hrefs = await links.evaluateAll(elements => elements.map(element => element.getAttribute("href")))
    expect(hrefs).toEqual(["/rss.xml", "/en/rss.xml", "/es/rss.xml", en, es])
    for (const href of [en, es]) expect((await request.get(href)).headers()["content-type"]).toMatch(/xml/)
  }
  await page.goto("/blog")
  const hrefs = await page.locator('link[rel="alternate"][type="application/rss+xml"]').evaluateAll(elements => elements.map(element => element.getAttribute("href")))
  expect(hrefs.filter(href => href?.includes("/blog/"))).toEqual([])
})

// Each language's feed in three formats, all made from the same articles (src/lib/feed-entries.ts feedEntry).
const LANGS = ["en", "es"] as const
const SITE = "https://riffandcode.dev"
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const isRfc3339 = (value: unknown) => typeof value === "string" && RFC_3339.test(value) && !Number.isNaN(Date.parse(value))
const languageFeeds = (lang: string) => ({ rss: `/${lang}/rss.xml`, atom: `/${lang}/atom.xml`, json: `/${lang}/feed.json` })
const FEED_TYPES = { rss: "application/rss+xml", atom: "application/atom+xml", json: "application/feed+json" } as const
/** What the host answers each format with: Netlify serves .xml and .json by their extension. */
const SERVED_AS = { rss: /^application\/(rss\+)?xml\b/, atom: /^application\/(atom\+)?xml\b/, json: /^application\/(feed\+)?json\b/ } as const

interface XmlElement {
  _?: string
  $?: Record<string, string>
}
// rss-parser reads Atom too; these fields keep what Atom says beyond what it maps.
const atomParser = new Parser<
  { id?: string; updated?: string; author?: { name?: string[] }; links?: Array<{ $: Record<string, string> }> },
  { id?: string; updated?: string; published?: string; contentElement?: XmlElement[]; links?: Array<{ $: Record<string, string> }> }
>({
  customFields: {
    feed: ["id", "updated", "author", ["link", "links", { keepArray: true }]] as never,
    item: ["id", "updated", "published", ["content", "contentElement", { keepArray: true }], ["link", "links", { keepArray: true }]] as never,
  },
})

interface JsonFeed {
  version: string
  title: string
  home_page_url: string
  feed_url: string
  language: string
  authors: Array<{ name: string; url?: string }>
  items: Array<{ id: string; url: string; title: string; content_html: string; summary?: string; date_published: string; tags?: string[] }>
}

for (const lang of LANGS) {
  test(`the ${lang} feed comes as RSS, Atom and JSON Feed, listing the same newest published articles with the same content`, async ({ request }) => {
    const paths = languageFeeds(lang)
    const responses = Object.fromEntries(
      await Promise.all(Object.entries(paths).map(async ([format, address]) => [format, await request.get(address)] as const)),
    ) as Record<keyof typeof paths, Awaited<ReturnType<typeof request.get>>>
    for (const [format, response] of Object.entries(responses)) {
      expect(response.status(), paths[format as keyof typeof paths]).toBe(200)
      expect(response.headers()["content-type"], paths[format as keyof typeof paths]).toMatch(SERVED_AS[format as keyof typeof SERVED_AS])
    }
    const rss = await new Parser().parseString(await responses.rss.text())
    const atomText = await responses.atom.text()
    const atom = await atomParser.parseString(atomText)
    const json = (await responses.json.json()) as JsonFeed

    // The newest published articles of the language, originals and translations, and nothing else.
    const expected = feedArticles(publicArticles.filter(article => article.lang === lang))
    const expectedUrls = expected.map(article => `${SITE}${article.path}`).sort()
    expect(expected.length).toBeGreaterThan(0)
    const rssContent = new Map(rss.items.map(item => [item.guid, item["content:encoded"] as string]))
    expect(rss.items.map(item => item.guid)).toEqual(expected.map(article => `${SITE}${article.path}`))

    // JSON Feed 1.1
    expect(json.version).toBe("https://jsonfeed.org/version/1.1")
    expect(json.title).toBeTruthy()
    expect(json.language).toBe(lang)
    expect(json.home_page_url).toMatch(/^https:\/\/riffandcode\.dev\//)
    expect(json.feed_url).toBe(`${SITE}${paths.json}`)
    expect(json.authors.length).toBeGreaterThan(0)
    for (const author of json.authors) expect(author.name).toBeTruthy()
    expect(new Set(json.items.map(item => item.id)).size).toBe(json.items.length)
    expect(json.items.map(item => item.id).sort()).toEqual(expectedUrls)
    for (const item of json.items) {
      expect(item.url).toBe(item.id)
      expect(isRfc3339(item.date_published), `${item.id}: ${item.date_published}`).toBe(true)
      expect(item.content_html, item.id).toBe(rssContent.get(item.id))
      expect(item.content_html).not.toMatch(/(src|href)="\/(?!\/)/)
      const article = expected.find(a => `${SITE}${a.path}` === item.id)!
      expect(item.title).toBe(article.title)
      expect(item.summary).toBe(article.excerpt || undefined)
    }

    // Atom (RFC 4287)
    expect(atomText).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><\?xml-stylesheet type="text\/xsl" href="\/(en|es)\/feed\.xsl"\?><feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="(en|es)">/)
    expect(atomText).toContain(`xml:lang="${lang}"`)
    expect(atom.id).toBe(`${SITE}${paths.atom}`)
    expect(atom.title).toBeTruthy()
    expect(isRfc3339(atom.updated)).toBe(true)
    expect(atom.author?.name?.[0]).toBeTruthy()
    expect(atom.links?.find(link => link.$.rel === "self")?.$).toEqual({ rel: "self", type: "application/atom+xml", href: `${SITE}${paths.atom}` })
    expect(new Set(atom.items.map(entry => entry.id)).size).toBe(atom.items.length)
    expect(atom.items.map(entry => entry.id).sort()).toEqual(expectedUrls)
    for (const entry of atom.items) {
      expect(entry.title).toBeTruthy()
      expect(isRfc3339(entry.published), `${entry.id}: published`).toBe(true)
      expect(isRfc3339(entry.updated), `${entry.id}: updated`).toBe(true)
      expect(entry.links?.find(link => link.$.rel === "alternate")?.$.href).toBe(entry.id)
      expect(entry.contentElement?.[0].$?.type).toBe("html")
      expect(entry.contentElement?.[0]._, entry.id).toBe(rssContent.get(entry.id!))
    }
    // The feed changed when its newest article came: a build of the same content dates it alike.
    expect(atom.updated).toBe(atom.items.map(entry => entry.updated!).sort().at(-1))

    // The three agree on the order (newest first) and on each article's date.
    const rssOrder = rss.items.map(item => item.guid)
    expect(json.items.map(item => item.id)).toEqual(rssOrder)
    expect(atom.items.map(entry => entry.id)).toEqual(rssOrder)
    for (const [i, item] of rss.items.entries()) {
      expect(Date.parse(json.items[i].date_published)).toBe(Date.parse(item.isoDate!))
      expect(Date.parse(atom.items[i].published!)).toBe(Date.parse(item.isoDate!))
    }
    const dates = json.items.map(item => Date.parse(item.date_published))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))

    // No draft, nor its translation, in any format.
    for (const text of [await responses.rss.text(), atomText, await responses.json.text()]) {
      for (const draft of draftFiles) {
        expect(text).not.toContain(draft.title)
        expect(text).not.toContain(draft.translationOf ?? draft.slug)
      }
    }
  })
}

/** The `<link rel="alternate" type=…>` feeds of a page's HTML, and the page's language. */
function advertisedFeeds(html: string) {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
  const links = [...html.matchAll(/<link\b([^>]*)>/g)]
    .map(([, attributes]) => Object.fromEntries([...attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value])))
    .filter(link => link.rel === "alternate" && link.type)
  return { lang, links }
}

test("every page's head advertises its language's feed in all three formats, each answering as it says", async ({ request }) => {
  test.setTimeout(120_000)
  expect(pagePaths.length).toBeGreaterThan(50)
  const langs = new Set<string>()
  const advertised = new Set<string>()
  for (const pagePath of pagePaths) {
    const response = await request.get(pagePath)
    const { lang, links } = advertisedFeeds(await response.text())
    expect(lang === "en" || lang === "es", `${pagePath}: lang="${lang}"`).toBe(true)
    langs.add(lang!)
    for (const [format, address] of Object.entries(languageFeeds(lang!))) {
      const matching = links.filter(link => link.href === address)
      expect(matching.map(link => link.type), `${pagePath} links ${address}`).toEqual([FEED_TYPES[format as keyof typeof FEED_TYPES]])
      expect(matching[0].title, `${pagePath}: ${address} has a title`).toBeTruthy()
    }
    for (const link of links) advertised.add(`${link.type} ${link.href}`)
  }
  // Pages of both languages were seen, so both languages' feeds were checked.
  expect([...langs].sort()).toEqual(["en", "es"])
  for (const entry of advertised) {
    const [type, href] = entry.split(" ")
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
    const format = (Object.keys(FEED_TYPES) as Array<keyof typeof FEED_TYPES>).find(name => FEED_TYPES[name] === type)!
    expect(response.headers()["content-type"], href).toMatch(SERVED_AS[format])
  }
})

test("an article's head keeps its language's three feeds once the page runs, in both languages", async ({ page }) => {
  for (const lang of LANGS) {
    const article = publicArticles.find(a => a.lang === lang)!
    await page.goto(article.path)
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
    for (const [format, address] of Object.entries(languageFeeds(lang))) {
      await expect(page.locator(`head link[rel="alternate"][type="${FEED_TYPES[format as keyof typeof FEED_TYPES]}"][href="${address}"]`)).toHaveCount(1)
    }
  }
})
