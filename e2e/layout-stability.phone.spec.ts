import { guitarGamePath, MEDIA_PLAYER_PATH, ownerAreaPath } from "../src/lib/paths"
import { drafts, publishedOriginals } from "./content"
import { expect, test } from "./fixtures"
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
