import { expect, test } from "./fixtures"
import { layoutShift, recordLayoutShift } from "./layout-shift"

// Lists of cards: the posts, the projects, the register of a hundred archaeological sites.
for (const path of ["/blog", "/projects", "/projects/inah"]) {
  test(`on a phone ${path} draws at first only the cards near the screen, and each as the reader scrolls to it, keeping its place`, async ({ page }) => {
    await recordLayoutShift(page)
    await page.goto(path)
    const cards = page.getByRole("main").getByRole("article")
    await expect(cards.first()).toBeVisible()
    // A card out of sight keeps its box, but what is inside it is not drawn until it comes near.
    const drawn = () =>
      cards.evaluateAll(all =>
        all.map(card => ({ top: card.getBoundingClientRect().top / innerHeight, drawn: card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }) })),
      )
    const atFirst = await drawn()
    for (const card of atFirst.filter(card => card.top < 1)) expect(card.drawn).toBe(true)
    const far = atFirst.filter(card => card.top > 3)
    if (path === "/projects/inah") expect(far.length).toBeGreaterThan(50)
    for (const card of far) expect(card.drawn).toBe(false)
    // Not drawn is still there to read, find and reach.
    await expect(cards.last().getByRole("heading")).toHaveText(/\S/)

    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += 600) {
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(20)
    }
    await expect.poll(async () => (await drawn()).at(-1)!.drawn).toBe(true)
    expect(await layoutShift(page)).toBeLessThan(0.01)
  })
}
