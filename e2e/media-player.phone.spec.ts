import { expectAccessible } from "./fixtures"
import { control, expect, player, sidebar, test, waitUntilLoaded } from "./media-player-helpers"

test.describe("MateoTube on a phone", () => {
  test("stacks the playlist under the player without scrolling sideways", async ({ page }) => {
    await page.goto("/experiment/media-player")
    await waitUntilLoaded(page)
    const screenBox = (await player(page).getByRole("group").boundingBox())!
    const listBox = (await sidebar(page).boundingBox())!
    expect(listBox.y).toBeGreaterThan(screenBox.y + screenBox.height)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await control(page, "Play").tap()
    await expect(control(page, "Pause")).toBeVisible()
    await expectAccessible(page)
  })

  test("the documentation page fits the phone", async ({ page }) => {
    await page.goto("/development/media-player-react")
    await waitUntilLoaded(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
