import { expect, test } from "./fixtures"

test("on a phone the selected tag scrolls to the centre of the tag row", async ({ page }) => {
  await page.goto("/blog/television")
  const row = page.getByRole("navigation", { name: "Filter by tag" }).getByRole("list")
  const selected = row.getByRole("link", { name: /^television/ })
  await expect(selected).toHaveAttribute("aria-current", "page")
  await expect(selected).toBeInViewport()
  await expect.poll(() => row.evaluate(el => el.scrollLeft)).toBeGreaterThan(0)
})
