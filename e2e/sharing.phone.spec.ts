import { publicArticles } from "./content"
import { expect, gotoInteractive, test } from "./fixtures"

// Spanish labels are the longer ones.
const spanish = publicArticles.find(article => article.lang === "es")!

test("on a phone the ways to share wrap within the screen, each big enough to tap", async ({ page }) => {
  await gotoInteractive(page, spanish.path)
  const region = page.getByRole("region", { name: "Comparte este artículo" })
  await expect(region.getByRole("button", { name: "Copiar enlace" })).toBeVisible()
  await region.scrollIntoViewIfNeeded()
  const boxes = await region.locator("a, button").evaluateAll(ways => ways.map(way => way.getBoundingClientRect().toJSON() as DOMRect))
  expect(boxes.length).toBeGreaterThanOrEqual(5)
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(375)
    expect(box.height).toBeGreaterThanOrEqual(44)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
