import { experiments } from "./content"
import { expect, expectAccessible, test } from "./fixtures"

test("on a phone the experiment cards stack in one column without overflowing", async ({ page }) => {
  await page.goto("/experiments")
  const cards = page.getByRole("list", { name: "Experiments" }).getByRole("listitem")
  await expect(cards).toHaveCount(experiments.length)
  const boxes = await Promise.all(experiments.map((_, i) => cards.nth(i).boundingBox()))
  expect(new Set(boxes.map(box => box!.x)).size).toBe(1)
  expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await expectAccessible(page)
})
