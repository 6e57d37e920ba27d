import { site } from "../src/config/site"
import { expect, expectAccessible, test } from "./fixtures"

const CARDS = [
  { title: "Stoic Quotes", path: "/experiment/stoic-quotes" },
  { title: `Guitar Hero ${site.product}`, path: `/experiment/guitar-hero-${site.productSlug}` },
  { title: `${site.product}Tube`, path: "/experiment/media-player" },
]

test("the experiments index shows the three cards with thumbnail, title, description, path and status", async ({ page }) => {
  await page.goto("/experiments")
  await expect(page).toHaveTitle(`Experiments - ${site.name}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Experiments")
  const cards = page.getByRole("list", { name: "Experiments" }).getByRole("listitem")
  await expect(cards).toHaveCount(3)
  for (const [i, { title, path }] of CARDS.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(title)
    await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", path)
    await expect(card.getByText(path, { exact: true })).toBeVisible()
    await expect(card.getByText("active", { exact: true })).toBeVisible()
    await expect(card.locator("p").nth(1)).not.toBeEmpty()
    const thumbnail = card.locator("picture img")
    await expect(thumbnail).toHaveAttribute("alt", "")
    await thumbnail.scrollIntoViewIfNeeded()
    await expect.poll(() => thumbnail.evaluate(img => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  }
  await expectAccessible(page)
})

test("a card leads to its experiment", async ({ page }) => {
  await page.goto("/experiments")
  await page.getByRole("link", { name: `Guitar Hero ${site.product}` }).click()
  await expect(page).toHaveURL(new RegExp(`/experiment/guitar-hero-${site.productSlug}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Guitar Hero ${site.product}`)
  await page.getByRole("link", { name: "← Back to experiments" }).click()
  await page.getByRole("link", { name: "Stoic Quotes" }).click()
  await expect(page).toHaveURL(/\/experiment\/stoic-quotes$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stoic Quotes")
})
