import type { Locator } from "@playwright/test"
import { expect, expectAccessible, test } from "./fixtures"
import { layoutShift, recordLayoutShift } from "./layout-shift"
import { sitesIn } from "./zones-data"

test("on a phone the zones page fits the screen and its filters work", async ({ page }) => {
  await page.goto("/projects/inah")
  const within375 = async (locator: Locator) => {
    const box = (await locator.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }
  for (const control of [page.getByPlaceholder("Buscar zona arqueológica..."), page.getByLabel("Estado"), page.getByRole("button", { name: "Mostrar visitados" })]) {
    await within375(control)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  await page.getByLabel("Estado").selectOption("Michoacán")
  await expect(page.getByRole("status")).toHaveText(`Mostrando ${sitesIn("Michoacán").length} sitios en Michoacán`)
  await within375(page.getByRole("list", { name: "Zonas arqueológicas" }).getByRole("article").first())
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectAccessible(page)
})

test("on a phone the register draws at first only the cards near the screen, and each as the reader scrolls to it, keeping its place", async ({ page }) => {
  await recordLayoutShift(page)
  await page.goto("/projects/inah")
  const cards = page.getByRole("list", { name: "Zonas arqueológicas" }).getByRole("article")
  // A card out of sight keeps its box but its content is not drawn; it is still there to read and find.
  const drawn = () => cards.evaluateAll(all => all.map(card => card.querySelector("h2")!.checkVisibility({ contentVisibilityAuto: true })))
  const atFirst = await drawn()
  expect(atFirst[0]).toBe(true)
  expect(atFirst.at(-1)).toBe(false)
  await expect(cards.last().getByRole("heading")).toHaveText(/\S/)

  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(20)
  }
  await expect.poll(async () => (await drawn()).at(-1)).toBe(true)
  expect(await layoutShift(page)).toBeLessThan(0.01)
})
