import type { Page } from "@playwright/test"
import { ownerPassword } from "./owner-credentials"
import { unsubscribeLink } from "../src/lib/newsletter-links"
import { expect, expectAccessible, test } from "./fixtures"

/** The page itself, without the frame (the footer has its own newsletter form). */
const main = (page: Page) => page.getByRole("main")

const unsubscribe = new URL(unsubscribeLink("reader@example.com", "http://127.0.0.1"))

for (const path of ["/contact", "/newsletter", `${unsubscribe.pathname}${unsubscribe.search}`, "/backstage"]) {
  test(`on a phone ${path.split("?")[0]} fits the screen and passes axe`, async ({ page }) => {
    await page.goto(path)
    await expect(main(page).getByRole("button", { name: /Send Message|Subscribe|Unsubscribe|Unlock/ })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expectAccessible(page)
  })
}

test("on a phone the owner's post cards fit the screen", async ({ page }) => {
  await page.goto("/backstage")
  await main(page).getByLabel("Password").fill(ownerPassword())
  await main(page).getByRole("button", { name: "Unlock" }).click()
  await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
