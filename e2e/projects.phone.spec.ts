import { expect, expectAccessible, test } from "./fixtures"

test("on a phone the projects page fits the screen, filters stay reachable and axe passes", async ({ page }) => {
  await page.goto("/projects/tech")
  await expect(page.getByRole("group", { name: "Filter projects" }).getByRole("button", { name: "Tech" })).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectAccessible(page)
})
