import Parser from "rss-parser"
import { drafts, publishedOriginals } from "./content"
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
