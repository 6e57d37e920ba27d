import type { Locator } from "@playwright/test"
import { expect, expectAccessible, test } from "./fixtures"
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
