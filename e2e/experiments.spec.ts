import { site } from "../src/config/site"
import { guitarGamePath, STOIC_QUOTES_PATH } from "../src/lib/paths"
import { experiments } from "./content"
import { expect, expectAccessible, test } from "./fixtures"

test("the experiments index shows a card for each experiment, with thumbnail, title, description, path and status", async ({ page }) => {
  await page.goto("/experiments")
  await expect(page).toHaveTitle(`Experiments - ${site.name}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Experiments")
  const cards = page.getByRole("list", { name: "Experiments" }).getByRole("listitem")
  await expect(cards).toHaveCount(experiments.length)
  for (const [i, { title, path, status }] of experiments.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(title)
    await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", path)
    await expect(card.getByText(path, { exact: true })).toBeVisible()
    await expect(card.getByText(status, { exact: true })).toBeVisible()
    await expect(card.locator("p").nth(1)).not.toBeEmpty()
    const thumbnail = card.locator("picture img")
    await expect(thumbnail).toHaveAttribute("alt", "")
    await thumbnail.scrollIntoViewIfNeeded()
    await expect.poll(() => thumbnail.evaluate(img => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  }
  await expectAccessible(page)
})

test("a card leads to its experiment", async ({ page }) => {
  // The spec's pages: their headings are the experiments' names.
  const game = experiments.find(e => e.path === guitarGamePath)!
  const quotes = experiments.find(e => e.path === STOIC_QUOTES_PATH)!
  await page.goto("/experiments")
  await page.getByRole("link", { name: game.title }).click()
  await expect(page).toHaveURL(new RegExp(`${guitarGamePath}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Guitar Hero ${site.product}`)
  await page.getByRole("link", { name: "← Back to experiments" }).click()
  await page.getByRole("link", { name: quotes.title }).click()
  await expect(page).toHaveURL(new RegExp(`${STOIC_QUOTES_PATH}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stoic Quotes")
})
