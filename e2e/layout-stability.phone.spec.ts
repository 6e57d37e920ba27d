import { guitarGamePath, MEDIA_PLAYER_PATH, ownerAreaPath } from "../src/lib/paths"
import { drafts, publishedOriginals } from "./content"
import { expect, test } from "./fixtures"
import { slowCpu } from "./slow-cpu"
import { layoutShift, recordLayoutShift } from "./layout-shift"

// Pages whose content settles after load: states read from the address or the session, a measured
// game stage, a playlist fetched after start. Each must keep what is on screen where it was.
const PAGES = [
  "/",
  "/blog",
  publishedOriginals[0].path,
  "/projects",
  "/projects/inah",
  "/contact",
  "/newsletter",
  "/unsubscribe",
  "/confirm-subscription",
  ownerAreaPath,
  `${ownerAreaPath}/${drafts[0].slug}`,
  guitarGamePath,
  MEDIA_PLAYER_PATH,
]

for (const path of PAGES) {
  test(`${path} does not move once it is on screen`, async ({ page }) => {
    await recordLayoutShift(page)
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    expect(await layoutShift(page)).toBeLessThan(0.01)
  })
}

// The longest pages take a slow phone longest to parse; the browser may paint what it has parsed so far.
for (const path of ["/", "/blog", "/projects/inah"]) {
  test(`${path} paints its first frame with the header whole, on a slow phone`, async ({ page }) => {
    await slowCpu(page, 20)
    // An animation frame comes just before each paint: the first one with a header in it shows what is painted of it.
    await page.addInitScript(() => {
      const look = () => {
        const header = document.querySelector("header")
        if (!header) return requestAnimationFrame(look)
        ;(window as unknown as { firstFrameControls: number }).firstFrameControls = header.querySelectorAll("a, button").length
      }
      requestAnimationFrame(look)
    })
    await page.goto(path)
    await page.waitForFunction(() => "firstFrameControls" in window, undefined, { polling: 100 })
    const painted = await page.evaluate(() => (window as unknown as { firstFrameControls: number }).firstFrameControls)
    expect(painted).toBe(await page.locator("header").first().locator("a, button").count())
  })
}
