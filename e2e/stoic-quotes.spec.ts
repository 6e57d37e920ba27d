import type { Page } from "@playwright/test"
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"
import { STOIC_AUTHORS } from "../src/features/stoic-quotes/stoic-quote"
import { quoteFile, quotesBy } from "./content"

const PAGE = "/experiment/stoic-quotes"
/** The spec's Stoics, in its order, that the collection quotes. */
const authors = STOIC_AUTHORS.filter(author => quotesBy(author).length > 0)

const widget = (page: Page) => page.getByRole("region", { name: "Stoic quotes" })
const shownQuote = (page: Page) => widget(page).locator("blockquote")

/** Opens the page once its scripts have taken over: the quote is drawn before that, the buttons work after. */
async function open(page: Page): Promise<string> {
  await gotoInteractive(page, PAGE)
  await expect(shownQuote(page)).not.toBeEmpty()
  return (await shownQuote(page).textContent())!
}

test("stands alone: no site navigation or footer, its own title, social meta and start-page line", async ({ page }) => {
  await open(page)
  await expect(page).toHaveTitle("Stoic Quotes - Daily Wisdom")
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0)
  await expect(page.getByRole("link", { name: "RSS" })).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stoic Quotes")
  await expect(page.getByText(/as your browser.s start page/)).toBeVisible()
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Stoic Quotes - Daily Wisdom")
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/.+\.jpg$/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/experiment\/stoic-quotes$/)
  await expectAccessible(page)
})

test.describe("before its scripts", () => {
  // The page's script files are refused here, as a phone still fetching them would not have them yet.
  test.use({ failingRequests: /\.js$/ })

  test("draws the day's quote with the page itself, before any script file has loaded, and keeps it once they have", async ({ page }) => {
    await page.route(/\.js$/, route => route.abort())
    await page.goto(PAGE)
    const drawn = (await shownQuote(page).textContent())!.trim()
    const quote = quoteFile.find(q => q.content === drawn)
    expect(quote).toBeDefined()
    await expect(widget(page).locator("figcaption")).toContainText(quote!.reference)
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("stoicQuotes.dailyQuote")))!)).toMatchObject({ content: drawn })

    await page.unroute(/\.js$/)
    await gotoInteractive(page, PAGE)
    await expect(shownQuote(page)).toHaveText(drawn)
    await expect(widget(page).locator("[aria-busy]")).toHaveAttribute("aria-busy", "false")
  })
})

test("shows a real quote with its author, reference and translator", async ({ page }) => {
  const text = await open(page)
  const quote = quoteFile.find(q => q.content === text.trim())
  expect(quote).toBeDefined()
  const caption = widget(page).locator("figcaption")
  await expect(caption).toContainText(quote!.author)
  await expect(caption).toContainText(quote!.reference)
  await expect(caption).toContainText(quote!.translation)
})

test("refresh fades the quote out and shows another one", async ({ page }) => {
  const first = await open(page)
  await widget(page).getByRole("button", { name: "New quote" }).click()
  await expect(shownQuote(page)).not.toHaveText(first)
  const second = (await shownQuote(page).textContent())!.trim()
  expect(quoteFile.map(q => q.content)).toContain(second)
  await expect(shownQuote(page)).toBeVisible()
})

test("switches to all quotes, filters by author with All first, and returns to the daily quote", async ({ page }) => {
  const daily = await open(page)
  await widget(page).getByRole("button", { name: "All Quotes" }).click()
  const chips = widget(page).getByRole("group", { name: "Filter by author" }).getByRole("button")
  await expect(chips).toHaveText(["All", ...authors])
  await expect(chips.first()).toHaveAttribute("aria-pressed", "true")
  await expect(widget(page).getByRole("list", { name: "All quotes" }).getByRole("listitem")).toHaveCount(quoteFile.length)
  await expectAccessible(page)

  const author = authors.at(-1)!
  await chips.getByText(author, { exact: true }).click()
  await expect(chips.getByText(author, { exact: true })).toHaveAttribute("aria-pressed", "true")
  await expect(chips.first()).toHaveAttribute("aria-pressed", "false")
  const cards = widget(page).getByRole("list", { name: `Quotes by ${author}` }).getByRole("listitem")
  await expect(cards).toHaveCount(quotesBy(author).length)
  for (const caption of await cards.locator("figcaption").allTextContents()) expect(caption).toContain(author)

  await widget(page).getByRole("button", { name: "Daily Quote" }).click()
  await expect(shownQuote(page)).toHaveText(daily)
  await expect(widget(page).getByRole("button", { name: "All Quotes" })).toBeVisible()
})

test("keeps the daily quote across reloads on the same day", async ({ page }) => {
  const daily = await open(page)
  await page.reload()
  await expect(shownQuote(page)).toHaveText(daily)
})

test.describe("with a controlled random choice", () => {
  // The page draws with Math.random; pinning it to 0 makes "a new pick" always the first quote.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0
    })
  })

  const storeDaily = (page: Page, daysAgo: number, quote: string) =>
    page.addInitScript(
      ({ daysAgo, quote }) => {
        if (sessionStorage.getItem("seeded")) return
        sessionStorage.setItem("seeded", "yes")
        const day = new Date(Date.now() - daysAgo * 86_400_000)
        const pad = (n: number) => String(n).padStart(2, "0")
        localStorage.setItem("stoicQuotes.dailyDate", `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`)
        localStorage.setItem("stoicQuotes.dailyQuote", quote)
      },
      { daysAgo, quote },
    )

  test("a quote stored today is shown again", async ({ page }) => {
    const kept = quoteFile[5]
    await storeDaily(page, 0, JSON.stringify(kept))
    await open(page)
    await expect(shownQuote(page)).toHaveText(kept.content)
  })

  test("a quote stored on an earlier day is replaced by a new daily quote", async ({ page }) => {
    await storeDaily(page, 1, JSON.stringify(quoteFile[5]))
    await open(page)
    await expect(shownQuote(page)).toHaveText(quoteFile[0].content)
    await page.reload()
    await expect(shownQuote(page)).toHaveText(quoteFile[0].content)
  })

  for (const [what, stored] of [
    ["corrupted", "{not json"],
    ["not in the collection", JSON.stringify({ content: "Be excellent to each other.", author: "Seneca", reference: "Letter 200" })],
    ["of the wrong shape", JSON.stringify(["Seneca"])],
  ]) {
    test(`a stored quote that is ${what} is ignored`, async ({ page }) => {
      await storeDaily(page, 0, stored)
      await open(page)
      await expect(shownQuote(page)).toHaveText(quoteFile[0].content)
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem("stoicQuotes.dailyQuote")))!)).toMatchObject({
        content: quoteFile[0].content,
      })
    })
  }
})

test("has its own theme: dark by default, switched and remembered on its own", async ({ page }) => {
  await open(page)
  await expect(widget(page)).toHaveAttribute("data-theme", "dark")
  await widget(page).getByRole("button", { name: "Switch to light theme" }).click()
  await expect(widget(page)).toHaveAttribute("data-theme", "light")
  await page.reload()
  await expect(widget(page)).toHaveAttribute("data-theme", "light")
  await expect(widget(page).getByRole("button", { name: "Switch to dark theme" })).toBeVisible()
  // The site's own theme is not touched.
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull()
})

for (const view of ["quote", "all quotes"]) {
  test(`the light theme has no accessibility violations in the ${view} view`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("stoicQuotes.theme", "light"))
    await open(page)
    await expect(widget(page)).toHaveAttribute("data-theme", "light")
    if (view === "all quotes") await widget(page).getByRole("button", { name: "All Quotes" }).click()
    await expectAccessible(page)
  })
}

test.describe("when the backend cannot be reached", () => {
  // The browser reports the refused connection itself; the page must add nothing of its own.
  test.use({ failingRequests: /\/rest\/v1\// })

  test("keeps working when the backend of the keep-alive read cannot be reached", async ({ page }) => {
    await page.route("**/rest/v1/**", route => route.abort("connectionrefused"))
    await open(page)
    await widget(page).getByRole("button", { name: "New quote" }).click()
    await expect(shownQuote(page)).toHaveCount(1)
  })
})
