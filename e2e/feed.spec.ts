import Parser from "rss-parser"
import { draftFiles, drafts, publicArticles, publishedOriginals } from "./content"
import { expect, test } from "./fixtures"

test("the feed lists only published articles, newest first, with absolute links and full content", async ({ request }) => {
  const response = await request.get("/rss.xml")
  expect(response.ok()).toBe(true)
  const feed = await new Parser().parseString(await response.text())
  const expected = [...publishedOriginals].sort((a, b) => b.date.localeCompare(a.date))
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

test("each tag's feed in each language lists exactly that tag's published articles of the language, newest first", async ({ request }) => {
  for (const tag of publicTags) {
    for (const [lang, address] of Object.entries(tagFeeds(tag))) {
      const response = await request.get(address)
      expect(response.ok(), address).toBe(true)
      const feed = await new Parser().parseString(await response.text())
      const expected = publicArticles.filter(article => article.lang === lang && article.tags.includes(tag))
      expect(feed.items.map(item => item.title).sort(), address).toEqual(expected.map(article => article.title).sort())
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
