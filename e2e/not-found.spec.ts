import { sentEvents, stubGtag } from "./gtag-stub"
import { originals } from "./content"
import { expect, expectAccessible, test } from "./fixtures"

// These visits ask for missing pages on purpose, so the browser's report of each 404 answer is expected.
test.use({ notFoundExpected: true })

const english = originals.find(a => a.lang === "en")!

for (const path of ["/article/no-such-article", `/article/${english.slug}/fr`, "/blog/no-such-tag", "/blog/tag/no-such-tag", "/no/such/page"]) {
  test(`${path} shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { name: "404 - Lost in the Mosh Pit!" })).toBeVisible()
    await expect(page.getByText("Page Not Found")).toBeVisible()
  })
}

const EMOJI = ["🎸", "🤘", "🥁", "🎤"]

test("the not-found page: stage picture, ways out, and the missing path reported", async ({ page }) => {
  await stubGtag(page)
  await page.goto("/no/such/page?x=1")
  await expect(page.getByRole("img", { name: /concert stage/ })).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
  await expect(page.getByRole("main").getByRole("link", { name: "Read the Blog" })).toHaveAttribute("href", "/blog")
  await expect.poll(() => sentEvents(page, "404_error")).toEqual([{ event_category: "error", event_label: "/no/such/page", page_path: "/no/such/page" }])
  await expectAccessible(page)
})

test("the emoji moves to the next of four every 500 ms", async ({ page }) => {
  await page.clock.install()
  await page.goto("/lost")
  const emoji = page.locator("main p[aria-hidden]").first()
  await expect(emoji).toHaveText(EMOJI[0])
  // The tooltip appears in the same round of effects that starts the rotation: the page has mounted.
  await expect(page.getByText("You can turn the light on and off")).toBeVisible()
  for (const next of [1, 2, 3, 0]) {
    await page.clock.runFor(500)
    await expect(emoji).toHaveText(EMOJI[next])
  }
})

test.describe("for a visitor who prefers reduced motion", () => {
  test.use({ colorScheme: "dark", reducedMotion: "reduce" })

  test("the emoji stays still", async ({ page }) => {
    await stubGtag(page)
    await page.clock.install()
    await page.goto("/lost")
    await page.clock.runFor(1000)
    // Mounted: the page has reported itself.
    await expect.poll(() => sentEvents(page, "404_error")).toHaveLength(1)
    await page.clock.runFor(5000)
    await expect(page.locator("main p[aria-hidden]").first()).toHaveText(EMOJI[0])
  })
})
