import { site } from "../src/config/site"
import { expect, expectAccessible, test } from "./fixtures"
import { AMPS, lineUpGuitar, standInFrontOfAmps, waitFor, waitForStage } from "./game-stage"

const GAME = `/experiment/guitar-hero-${site.productSlug}`

test.describe("Guitar Hero game", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(GAME)
    await expect(page.getByText("PRESS SPACE TO START", { exact: true })).toBeVisible()
    await waitForStage(page)
  })

  test("is titled from the product, with an 800x400 stage that has a name and a text alternative", async ({ page }) => {
    await expect(page).toHaveTitle(`Guitar Hero ${site.product} - ${site.name}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Guitar Hero ${site.product}`)
    const stage = page.getByRole("img", { name: new RegExp(`^Guitar Hero ${site.product}: your guitar`) })
    await expect(stage).toHaveAttribute("width", "800")
    await expect(stage).toHaveAttribute("height", "400")
    expect(await stage.boundingBox()).toMatchObject({ width: 800, height: 400 })
    await expect(page.getByRole("status")).toHaveText("Press space to start.")
    // Keyboard players do not get the touch buttons on a wide screen.
    await expect(page.getByRole("group", { name: "Game controls" })).toHaveCount(0)
    await expect(page.getByRole("link", { name: "← Back to experiments" })).toHaveAttribute("href", "/experiments")
    await expectAccessible(page)
  })

  test("starts with space, scores when a note hits an amp, ends when an amp touches the guitar, restarts with R", async ({ page }) => {
    const score = page.getByRole("definition").first()
    const highScore = page.getByRole("definition").nth(1)
    await expect(score).toHaveText("000000")

    await page.keyboard.press(" ")
    await expect(page.getByText("PRESS SPACE TO START", { exact: true })).toHaveCount(0)
    await expect(page.getByRole("status")).toHaveText("Score 000000.")

    // Line up with the first amp and keep shooting until it is hit.
    const firstAmp = await waitFor(page, AMPS)
    await page.keyboard.down(" ")
    await lineUpGuitar(page, firstAmp.centerY)
    await expect(score).toHaveText(/^0000[12]0$/)
    await page.keyboard.up(" ")
    const scored = Number(await score.textContent())
    await expect(page.getByRole("status")).toHaveText(/^Score \d{6}\.$/)

    // Then stand in front of the amps without shooting.
    await standInFrontOfAmps(page)
    await expect(page.getByText("FINAL SCORE", { exact: true })).toBeVisible()
    // Notes still in flight when the key went up may hit later, so the final score is read at the end.
    const points = await score.textContent()
    expect(Number(points)).toBeGreaterThanOrEqual(scored)
    await expect(page.getByText("NEW HIGH SCORE!", { exact: true })).toBeVisible()
    await expect(page.getByText("PRESS R TO RESTART", { exact: true })).toBeVisible()
    await expect(highScore).toHaveText(points!)
    await expect(page.getByRole("status")).toHaveText(`Game over. Final score ${points}. New high score! Press R to restart.`)
    await expectAccessible(page)

    await page.keyboard.press("r")
    await expect(page.getByText("GAME OVER", { exact: true })).toHaveCount(0)
    await expect(score).toHaveText("000000")
    await expect(highScore).toHaveText(points!)

    // The high score is kept for the next visit.
    await page.reload()
    await waitForStage(page)
    await expect(page.getByRole("definition").nth(1)).toHaveText(points!)
  })

  test("a game that scores nothing ends without a new high score", async ({ page }) => {
    await page.keyboard.press(" ")
    await standInFrontOfAmps(page)
    await expect(page.getByText("FINAL SCORE", { exact: true })).toBeVisible()
    await expect(page.getByText("000000", { exact: true }).last()).toBeVisible()
    await expect(page.getByText("NEW HIGH SCORE!", { exact: true })).toHaveCount(0)
    // Space does not restart; R does.
    await page.keyboard.press(" ")
    await expect(page.getByText("GAME OVER", { exact: true })).toBeVisible()
  })

  test("a corrupted stored high score counts as none", async ({ page }) => {
    await page.evaluate(() => localStorage.setItem("guitarHeroHighScore", "lots"))
    await page.reload()
    await waitForStage(page)
    await expect(page.getByRole("definition").nth(1)).toHaveText("000000")
  })

  test("the stage stops moving while the page is hidden", async ({ page }) => {
    await page.keyboard.press(" ")
    const amp = await waitFor(page, AMPS)
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true })
      document.dispatchEvent(new Event("visibilitychange"))
    })
    const frozen = await page.locator("canvas").screenshot()
    // Several frames later nothing has moved: no frame is being drawn.
    await page.evaluate(() => new Promise(resolve => setTimeout(resolve, 300)))
    expect(await page.locator("canvas").screenshot()).toEqual(frozen)
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => false })
      document.dispatchEvent(new Event("visibilitychange"))
    })
    await expect.poll(async () => (await waitFor(page, AMPS)).left).toBeLessThan(amp.left)
  })
})
