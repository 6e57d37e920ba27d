import { stubGtag, waitForPageView } from "./gtag-stub"
import { expect, expectAccessible, test } from "./fixtures"
import { slowCpu } from "./slow-cpu"
import { recordStorageReads, storageReads } from "./storage-reads"

test.beforeEach(async ({ page }) => {
  await stubGtag(page)
})

const bodyOverflow = (page: import("@playwright/test").Page) => page.evaluate(() => getComputedStyle(document.body).overflow)

test("the menu opens with the hamburger and closes with its close button, giving focus back", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  const hamburger = page.getByRole("button", { name: "Open menu" })
  const menu = page.getByRole("dialog", { name: "Menu" })
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
  await expect(hamburger).toHaveAttribute("aria-expanded", "false")

  await hamburger.click()
  await expect(menu).toBeVisible()
  await expect(hamburger).toHaveAttribute("aria-expanded", "true")
  await expect(menu.getByRole("link")).toHaveText(["Home", "Now", "Blog", "Projects", "Audio and Video", "Experiments", "About", "Contact"])
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused()
  await expectAccessible(page)

  await menu.getByRole("button", { name: "Close menu" }).click()
  await expect(menu).toBeHidden()
  await expect(hamburger).toBeFocused()
  await expect(hamburger).toHaveAttribute("aria-expanded", "false")
})

test("a click on the overlay closes the menu", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  await page.getByRole("button", { name: "Open menu" }).click()
  const menu = page.getByRole("dialog", { name: "Menu" })
  await expect(menu).toBeVisible()
  // The menu slides in from the right; the overlay covers the rest.
  await page.mouse.click(20, 400)
  await expect(menu).toBeHidden()
})

test("following a link closes the menu", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  await page.getByRole("button", { name: "Open menu" }).click()
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About" }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About")
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden()
  expect(await bodyOverflow(page)).not.toBe("hidden")
})

test("by keyboard: Enter opens, focus stays in the menu, Escape closes and focus returns", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  const hamburger = page.getByRole("button", { name: "Open menu" })
  await hamburger.focus()
  await page.keyboard.press("Enter")
  const menu = page.getByRole("dialog", { name: "Menu" })
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(menu.getByRole("link", { name: "Home" })).toBeFocused()
  await page.keyboard.press("Shift+Tab")
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused()
  // Shift+Tab at the top goes round to the last link, and Tab from there back to the top. (Read at
  // once rather than polled: resting on a link prefetches its page.)
  await page.keyboard.press("Shift+Tab")
  const wrappedTo = await page.evaluate(() => document.activeElement?.textContent)
  await page.keyboard.press("Tab")
  expect(wrappedTo).toBe("Contact")
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
  await expect(hamburger).toBeFocused()
})

test("page scrolling is locked while the menu is open", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  await page.getByRole("button", { name: "Open menu" }).click()
  await expect.poll(() => bodyOverflow(page)).toBe("hidden")
  await page.mouse.move(20, 400)
  await page.mouse.wheel(0, 800)
  await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  // The lock goes with the menu, in the frame that removes it.
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden()
  expect(await bodyOverflow(page)).not.toBe("hidden")
  await page.mouse.wheel(0, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

test("the theme tooltip is a desktop hint: not shown on a phone, whose load never reads its flag", async ({ page }) => {
  await recordStorageReads(page)
  await page.goto("/")
  await waitForPageView(page)
  await expect(page.getByText("You can turn the light on and off")).toBeHidden()
  await expect(page.getByRole("switch", { name: "Light theme" })).toBeVisible()
  // An idle callback asked for after the page's own has run after them: the page's idle work is done.
  await page.evaluate(() => new Promise(done => requestIdleCallback(() => setTimeout(done, 0))))
  expect(await storageReads(page, "themeTooltipDismissed")).toEqual([])
})

test("the tooltip appears when a phone's window widens to a desktop's", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByRole("note").filter({ hasText: "You can turn the light on and off" })).toBeVisible()
})

for (const path of ["/", "/about", "/now"]) {
  test(`${path} has no accessibility violations on a phone`, async ({ page }) => {
    await page.goto(path)
    await waitForPageView(page)
    await expectAccessible(page)
  })
}

test.describe("a missing page", () => {
  test.use({ notFoundExpected: true })
  test("has no accessibility violations on a phone", async ({ page }) => {
    await page.goto("/no/such/page")
    await expect(page.getByRole("heading", { name: "404 - Lost in the Mosh Pit!" })).toBeVisible()
    await expectAccessible(page)
  })
})

test("on a slow phone, the menu closes as its link is followed, before the next page has loaded", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  await slowCpu(page, 4)
  // The blog's data arrives only when the test lets it: until then the next page cannot render.
  let release: () => void = () => undefined
  const held = new Promise<void>(resolve => (release = resolve))
  await page.route("**/page-data/blog/page-data.json", async route => {
    await held
    await route.continue()
  })
  await page.getByRole("button", { name: "Open menu" }).click()
  const menu = page.getByRole("dialog", { name: "Menu" })
  await menu.getByRole("link", { name: "Blog" }).click()
  await expect(menu).toBeHidden()
  expect(new URL(page.url()).pathname).toBe("/")
  release()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Blog$/)
  await expect(menu).toBeHidden()
  expect(await bodyOverflow(page)).not.toBe("hidden")
})
