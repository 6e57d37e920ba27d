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

test("the blog links the feed from its header and its head", async ({ page }) => {
  await page.goto("/blog")
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml")
})
