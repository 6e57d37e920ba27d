import fs from "node:fs"
import path from "node:path"
import { LinkChecker } from "linkinator"
import Parser from "rss-parser"
import { feedArticles } from "../src/lib/feed-length"
import { articleFiles, originals, publicArticles, publishedOriginals, translationOf } from "./content"
import { expect, test } from "./fixtures"
import { sitemapUrls } from "./sitemap-reader"

const publicDir = path.join(__dirname, "..", "public")

test("every internal link, image and asset of every built page resolves", async ({ baseURL }) => {
  test.setTimeout(180_000)
  const result = await new LinkChecker().check({
    path: `${baseURL}/`,
    recurse: true,
    concurrency: 8,
    linksToSkip: [`^(?!${baseURL!.replace(/[.]/g, "\\.")})`],
  })
  const broken = result.links.filter(link => link.state === "BROKEN").map(link => `${link.status} ${link.url} (from ${link.parent})`)
  expect(broken).toEqual([])
  expect(result.links.length).toBeGreaterThan(100)
})

test("every original has its translation, and the two link each other", async ({ request }) => {
  for (const original of originals) expect(translationOf(original.slug), `${original.slug} has a translation`).toBeTruthy()
  // A draft has no page a visitor can reach; e2e/owner.spec.ts follows its language link once unlocked.
  for (const original of publishedOriginals) {
    const translation = translationOf(original.slug)
    const originalPath = original.path
    const translationPath = translation!.path
    const originalHtml = await (await request.get(originalPath)).text()
    const translationHtml = await (await request.get(translationPath)).text()
    expect(originalHtml).toContain(`href="${translationPath}`)
    expect(translationHtml).toContain(`href="${originalPath}`)
  }
  expect(articleFiles.length).toBe(originals.length * 2)
})

for (const feedPath of ["/rss.xml", "/en/rss.xml", "/es/rss.xml"]) {
  test(`${feedPath} is a valid RSS 2.0 feed`, async ({ request }) => {
    const xml = await (await request.get(feedPath)).text()
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><\?xml-stylesheet type="text\/xsl" href="\/(en|es)\/feed\.xsl"\?><rss [^>]*version="2\.0"/)
    const feed = await new Parser().parseString(xml)
    expect(feed.title).toBeTruthy()
    expect(feed.link).toBe("https://riffandcode.dev")
    expect(feed.description).toBeTruthy()
    expect(feed.items.length).toBeGreaterThan(0)
    for (const item of feed.items) {
      expect(item.title).toBeTruthy()
      expect(item.link).toMatch(/^https:\/\/riffandcode\.dev\/article\//)
      expect(item.guid).toBe(item.link)
      expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false)
    }
    const lang = /^\/(en|es)\//.exec(feedPath)?.[1]
    if (lang) {
      expect(feed.items).toHaveLength(feedArticles(publicArticles.filter(a => a.lang === lang)).length)
    }
  })
}

test("the sitemap lists only indexable pages, each canonical to itself, articles with hreflang alternates", async ({ page, request }) => {
  test.setTimeout(120_000)
  const urls = await sitemapUrls(page)
  expect(urls.length).toBeGreaterThan(20)
  for (const { loc, alternates } of urls) {
    const pathname = new URL(loc).pathname
    expect(pathname).not.toMatch(/^\/(backstage|admin|development|blog\/tag)\b/)
    const html = await (await request.get(pathname)).text()
    expect(html, pathname).not.toMatch(/<meta name="robots" content="noindex/)
    expect(html, pathname).toContain(`<link rel="canonical" href="${loc}"`)
    if (pathname.startsWith("/article/")) expect(alternates.map(alternate => alternate.hreflang).at(-1), pathname).toBe("x-default")
  }
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain("Sitemap: https://riffandcode.dev/sitemap-index.xml")
  expect(fs.existsSync(path.join(publicDir, "sitemap-index.xml"))).toBe(true)
})
