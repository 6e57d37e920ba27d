import { expect, expectAccessible, test } from "./fixtures"

test("on a phone the quotes page fits the screen, in both views", async ({ page }) => {
  await page.goto("/experiment/stoic-quotes")
  const widget = page.getByRole("region", { name: "Stoic quotes" })
  await expect(widget.locator("blockquote")).toBeVisible()
  for (const name of ["New quote", "Switch to light theme", "All Quotes"]) await expect(widget.getByRole("button", { name })).toBeInViewport()
  await expect(page.getByText(/as your browser.s start page/)).toBeInViewport()
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(await overflow()).toBeLessThanOrEqual(0)
  await expectAccessible(page)

  await widget.getByRole("button", { name: "All Quotes" }).click()
  await expect(widget.getByRole("list", { name: "All quotes" }).getByRole("listitem").first()).toBeInViewport()
  expect(await overflow()).toBeLessThanOrEqual(0)
  await expectAccessible(page)
})
