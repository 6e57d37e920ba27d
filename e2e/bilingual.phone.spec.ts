import { translatedOriginals, translationOf } from "./content"
import { expect, test } from "./fixtures"

const spanish = translatedOriginals.find(a => a.lang === "es" && a.sections.length >= 2)!
const english = translationOf(spanish.slug)!

test("on a phone the language link stays at hand mid-article and lands on the same section", async ({ page }) => {
  await page.goto(spanish.path)
  const link = page.getByRole("link", { name: "Read in English" })
  // Repeated until the page is interactive: the frame scrolls a freshly loaded page to the top once it has started.
  await expect(async () => {
    await page.getByRole("heading", { level: 2, name: spanish.sections[1], exact: true }).evaluate(h => h.scrollIntoView())
    await page.mouse.wheel(0, 300)
    await expect(link).toHaveAttribute("href", /#.+$/, { timeout: 1000 })
  }).toPass()
  await expect(link).toBeInViewport()
  await link.tap()
  const landed = page.getByRole("heading", { level: 2, name: english.sections[1], exact: true })
  await expect(landed).toBeInViewport()
  await expect.poll(() => landed.evaluate(h => h.getBoundingClientRect().top)).toBeLessThan(120)
  // The heading is not hidden under the sticky bar.
  const bar = await page.getByRole("navigation", { name: "Article" }).evaluate(nav => nav.getBoundingClientRect().bottom)
  expect(await landed.evaluate(h => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(bar)
})
