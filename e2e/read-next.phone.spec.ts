import { readNextByArticle } from "../src/lib/read-next"
import { articleFiles } from "./content"
import { expect, test } from "./fixtures"

const chosen = readNextByArticle(articleFiles.map(article => ({ ...article, id: article.path })))
const middle = articleFiles.find(article => {
  const next = chosen.get(article.path)
  return next?.previous && next.next && next.related.length > 0
})!

test("on a phone the previous and next articles stack, and the end of the page fits the screen", async ({ page }) => {
  await page.goto(middle.path)
  const nav = page.getByRole("navigation", { name: middle.lang === "es" ? "Sigue leyendo" : "Read next" })
  await nav.scrollIntoViewIfNeeded()
  const [previous, next] = await nav.getByRole("link").evaluateAll(links => links.slice(0, 2).map(link => link.getBoundingClientRect().toJSON() as DOMRect))
  expect(next.top).toBeGreaterThanOrEqual(previous.bottom)
  expect(previous.width).toBeGreaterThan(300)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
