import Parser from "rss-parser"
import { site } from "../src/config/site"
import { formatLongDateIn } from "../src/lib/dates"
import { feedArticles } from "../src/lib/feed-length"
import { FEED_PAGE_TEXT } from "../src/lib/feed-stylesheet"
import type { Lang } from "../src/lib/language"
import { FEED_POLICY } from "../src/lib/security-headers"
import { publicArticles, publishedOriginals, type ArticleFile } from "./content"
import { expect, test } from "./fixtures"

// A feed opened in a browser shows as a page in the feed's language (its XSLT stylesheet's), while a
// feed reader asking for the same address reads the plain feed. Chromium still applies XSLT, with a
// banner of its own about XSLT going away (docs/feeds.md).

const inLanguage = (lang: Lang) => publicArticles.filter(article => article.lang === lang)
// A tag's feed, of a tag with a space when there is one: its address is encoded.
const tags = [...new Set(publicArticles.flatMap(article => article.tags))].sort()
const tag = tags.find(name => name.includes(" ")) ?? tags[0]

const FEEDS: Array<{ address: string; lang: Lang; format: "rss" | "atom"; articles: ArticleFile[] }> = [
  { address: "/rss.xml", lang: "en", format: "rss", articles: publishedOriginals },
  { address: "/en/rss.xml", lang: "en", format: "rss", articles: inLanguage("en") },
  { address: "/es/rss.xml", lang: "es", format: "rss", articles: inLanguage("es") },
  { address: "/en/atom.xml", lang: "en", format: "atom", articles: inLanguage("en") },
  { address: "/es/atom.xml", lang: "es", format: "atom", articles: inLanguage("es") },
  { address: `/es/blog/${encodeURIComponent(tag)}/rss.xml`, lang: "es", format: "rss", articles: inLanguage("es").filter(article => article.tags.includes(tag)) },
]

const FEED_READER = { accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.8", "user-agent": "NetNewsWire (RSS Reader; https://netnewswire.com/)" }

for (const feed of FEEDS) {
  test(`${feed.address} opens in a browser as a page in ${feed.lang} that says what a feed is and lists its newest articles`, async ({ page, request }) => {
    const text = FEED_PAGE_TEXT[feed.lang]
    const { title } = await new Parser().parseString(await (await request.get(feed.address, { headers: FEED_READER })).text())
    await page.goto(feed.address)

    await expect(page.locator("html")).toHaveAttribute("lang", feed.lang)
    await expect(page).toHaveTitle(title!)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!)
    await expect(page.getByText(text.kind, { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: text.howTitle })).toBeVisible()
    await expect(page.getByText(text.what)).toBeVisible()
    await expect(page.getByText(text.how)).toBeVisible()
    // The address to copy is the feed's own, as a reader subscribes to it.
    await expect(page.locator("code")).toHaveText(`${site.url}${feed.address}`)
    // Styled by the site's stylesheet file, which the feed's policy admits.
    await expect(page.getByRole("main")).toHaveCSS("max-width", "704px")

    const expected = feedArticles(feed.articles)
    expect(expected.length, `${feed.address} has articles to show`).toBeGreaterThan(0)
    const items = page.getByRole("list").getByRole("listitem")
    await expect(items).toHaveCount(expected.length)
    for (const [i, article] of expected.entries()) {
      const item = items.nth(i)
      await expect(item.getByRole("link")).toHaveText(article.title)
      await expect(item.getByRole("link")).toHaveAttribute("href", `${site.url}${article.path}`)
      await expect(item.locator("time")).toHaveText(formatLongDateIn(article.date, feed.lang))
      if (article.excerpt) await expect(item.getByRole("paragraph")).toHaveText(article.excerpt.replace(/\s+/g, " ").trim())
    }
    await expect(page.getByRole("link", { name: text.archive })).toHaveAttribute("href", "/blog/archive")
  })
}

test("a feed reader gets plain RSS and Atom at the same addresses, carrying the newest articles, under the feeds' policy", async ({ request }) => {
  for (const feed of FEEDS) {
    const response = await request.get(feed.address, { headers: FEED_READER })
    expect(response.status(), feed.address).toBe(200)
    expect(response.headers()["content-type"], feed.address).toMatch(/^application\/((rss|atom)\+)?xml\b/)
    expect(response.headers()["content-security-policy"], feed.address).toBe(FEED_POLICY)
    const xml = await response.text()
    expect(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="/${feed.lang}/feed.xsl"?><${feed.format === "rss" ? "rss" : "feed"} `), feed.address).toBe(true)
    const parsed = await new Parser().parseString(xml)
    expect(
      parsed.items.map(item => item.link),
      feed.address,
    ).toEqual(feedArticles(feed.articles).map(article => `${site.url}${article.path}`))
  }
  for (const lang of ["en", "es"]) {
    const stylesheet = await request.get(`/${lang}/feed.xsl`)
    expect(stylesheet.status()).toBe(200)
    expect(stylesheet.headers()["content-type"]).toMatch(/^application\/(xslt\+)?xml\b|^text\/xsl\b/)
  }
  expect((await request.get("/feed.css")).headers()["content-type"]).toMatch(/^text\/css\b/)
})
