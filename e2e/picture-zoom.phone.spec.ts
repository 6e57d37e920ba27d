import type { Page } from "@playwright/test"
import { PICTURE_ZOOM } from "../src/components/article/picture-zoom"
import { DISMISS_DISTANCE } from "../src/lib/swipe"
import { picturesIn, publicArticles } from "./content"
import { expect, gotoInteractive, test } from "./fixtures"

const article = publicArticles.find(candidate => picturesIn(candidate).length > 0)!
const texts = PICTURE_ZOOM[article.lang]

/** A finger's drag of `dy` px from the middle of the screen, as the phone's touch screen reports it. */
async function swipe(page: Page, dy: number) {
  const cdp = await page.context().newCDPSession(page)
  const { width, height } = page.viewportSize()!
  const x = width / 2
  const y = height / 2
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] })
  for (let step = 1; step <= 8; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y + (dy * step) / 8 }] })
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
}

async function openZoom(page: Page) {
  await gotoInteractive(page, article.path)
  const open = page.getByRole("button", { name: texts.open }).first()
  // The zoom's code loads after the page: until it has, a tap on a picture is only a tap.
  await expect(open).toBeAttached()
  const picture = page.locator("article").getByRole("img", { name: picturesIn(article)[0], exact: true })
  await picture.scrollIntoViewIfNeeded()
  await picture.tap()
  const dialog = page.getByRole("dialog", { name: texts.dialog })
  await expect(dialog).toBeVisible()
  return { open, dialog }
}

test("on a phone a tap opens the picture across the screen, and a tap closes it", async ({ page }) => {
  const { open, dialog } = await openZoom(page)
  const { width, height } = page.viewportSize()!
  const box = (await dialog.getByRole("img").boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(box.y + box.height).toBeLessThanOrEqual(height)
  expect((await dialog.getByRole("button", { name: texts.close }).boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await dialog.getByRole("img").tap()
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
})

for (const [direction, dy] of [
  ["down", DISMISS_DISTANCE + 40],
  ["up", -(DISMISS_DISTANCE + 40)],
] as const) {
  test(`on a phone a swipe ${direction} closes the picture`, async ({ page }) => {
    const { open, dialog } = await openZoom(page)
    await swipe(page, dy)
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })
}

test("on a phone a short drag leaves the picture open, back where it was", async ({ page }) => {
  const { dialog } = await openZoom(page)
  const before = (await dialog.getByRole("img").boundingBox())!
  await swipe(page, DISMISS_DISTANCE / 2)
  await expect(dialog).toBeVisible()
  expect((await dialog.getByRole("img").boundingBox())!.y).toBe(before.y)
})
