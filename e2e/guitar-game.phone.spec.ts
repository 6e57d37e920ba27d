import { site } from "../src/config/site"
import { expect, expectAccessible, test } from "./fixtures"
import { findOnStage, GUITAR, NOTE, waitFor, waitForStage } from "./game-stage"

const GAME = `/experiment/guitar-hero-${site.productSlug}`

test.beforeEach(async ({ page }) => {
  await page.goto(GAME)
  await waitForStage(page)
})

test("on a phone the stage is (window width - 40) x 300, with tap texts and the up, shoot and down buttons", async ({ page }) => {
  const stage = page.getByRole("img", { name: /your guitar/ })
  expect(await stage.boundingBox()).toMatchObject({ width: 375 - 40, height: 300 })
  const controls = page.getByRole("group", { name: "Game controls" })
  await expect(controls.getByRole("button")).toHaveText(["Up", "Shoot", "Down"].map(label => new RegExp(`${label}$`)))
  await expect(page.getByRole("button", { name: "TAP HERE TO START" })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectAccessible(page)
})

test("tapping the stage starts the game; the buttons move the guitar and shoot", async ({ page }) => {
  await page.getByRole("button", { name: "TAP HERE TO START" }).tap()
  await expect(page.getByRole("button", { name: "TAP HERE TO START" })).toHaveCount(0)
  await expect(page.getByRole("status")).toHaveText("Score 000000.")

  const before = await waitFor(page, [GUITAR])
  await page.getByRole("button", { name: "Up" }).hover()
  await page.mouse.down()
  await expect.poll(async () => (await findOnStage(page, [GUITAR]))?.top ?? before.top).toBeLessThan(before.top)
  await page.mouse.up()

  await page.getByRole("button", { name: "Shoot" }).hover()
  await page.mouse.down()
  await waitFor(page, [NOTE])
  await page.mouse.up()
})
