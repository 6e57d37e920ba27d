import type { Page } from "@playwright/test"
import { SIGNUP_SUBMIT } from "../src/lib/newsletter"
import { sentEvents, stubGtag } from "./gtag-stub"
import { answerFormPosts, formPost, heldAnswer } from "./form-endpoint-stub"
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"

const ERROR = "Something went wrong. Please try again later."
const PAGE = "/now"

const signup = (page: Page) => page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })

async function fill(page: Page) {
  await signup(page).getByLabel("Name").fill("Ana María")
  await signup(page).getByLabel("Email").fill("ana@example.com")
}

const POSTED = formPost("/newsletter-success", { "form-name": "newsletter", name: "Ana María", email: "ana@example.com", "bot-field": "" })

test.describe("the footer's newsletter signup", () => {
  test("records the signup, posts it to the thank-you page and goes there", async ({ page }) => {
    const held = heldAnswer()
    const posts = await answerFormPosts(page, held.answer)
    await stubGtag(page)
    await gotoInteractive(page, PAGE)
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await fill(page)
    await signup(page).getByRole("button", { name: "Subscribe" }).click()
    await expect(signup(page).getByRole("button", { name: "Subscribing..." })).toBeDisabled()
    await expect(page).toHaveURL(PAGE)
    held.release()

    await expect(page).toHaveURL("/newsletter-success")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for subscribing!")
    // posted by the page's script, not by the browser leaving the page
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    expect(posts).toEqual([POSTED])
    expect(await sentEvents(page, "newsletter_signup")).toEqual([expect.objectContaining({ event_category: "conversion", source: "footer" })])
  })

  test("fetches its code only once the reader reaches for the form, and keeps the reader's place when it arrives", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await gotoInteractive(page, PAGE)
    // Other kept parts' code may arrive once the page is idle (Island); the signup's is the script
    // that carries its busy button's words.
    let signupCode = 0
    page.on("response", async response => {
      if (response.request().resourceType() === "script" && (await response.text().catch(() => "")).includes(SIGNUP_SUBMIT.busy)) signupCode++
    })
    await page.mouse.wheel(0, 5000)
    await expect(signup(page)).toBeInViewport()
    await page.waitForLoadState("networkidle")
    expect(signupCode).toBe(0)

    await signup(page).getByLabel("Name").focus()
    await expect.poll(() => signupCode).toBe(1)
    await page.waitForLoadState("networkidle")
    // A keyboard user goes on where they were: the form hydrated in place, the focus stayed.
    await page.keyboard.type("Ana María")
    await page.keyboard.press("Tab")
    await page.keyboard.type("ana@example.com")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL("/newsletter-success")
    expect(posts).toEqual([POSTED])
  })

  test("holds a signup sent before its code has arrived, and posts it by script once it has", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await stubGtag(page)
    await gotoInteractive(page, PAGE)
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    let arrive = () => {}
    const arrived = new Promise<void>(resolve => (arrive = resolve))
    await page.route(/\.js$/, async route => {
      await arrived
      await route.fallback()
    })
    await fill(page)
    await signup(page).getByRole("button", { name: "Subscribe" }).click()
    await expect(page).toHaveURL(PAGE)
    expect(posts).toEqual([])
    arrive()

    await expect(page).toHaveURL("/newsletter-success")
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    expect(posts).toEqual([POSTED])
    expect(await sentEvents(page, "newsletter_signup")).toEqual([expect.objectContaining({ source: "footer" })])
  })

  test("posts nothing when the honeypot is filled", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await stubGtag(page)
    await gotoInteractive(page, PAGE)
    await signup(page).locator('input[name="bot-field"]').evaluate((input: HTMLInputElement) => (input.value = "I am a bot"))
    await fill(page)
    await signup(page).getByRole("button", { name: "Subscribe" }).click()
    await expect(page).toHaveURL("/newsletter-success")
    expect(posts).toEqual([])
    expect(await sentEvents(page, "newsletter_signup")).toEqual([])
  })

  test.describe("when the form service fails", () => {
    test.use({ failingRequests: /^https?:\/\/[^/]+\/newsletter-success$/ })

    for (const failure of ["server-error", "network-failure"] as const) {
      test(`says so, stays and keeps what was typed (${failure})`, async ({ page }) => {
        await answerFormPosts(page, failure)
        await gotoInteractive(page, PAGE)
        await fill(page)
        await signup(page).getByRole("button", { name: "Subscribe" }).click()
        await expect(signup(page).getByRole("alert")).toHaveText(ERROR)
        await expect(page).toHaveURL(PAGE)
        await expect(signup(page).getByLabel("Name")).toHaveValue("Ana María")
        await expect(signup(page).getByLabel("Email")).toHaveValue("ana@example.com")
        await expect(signup(page).getByRole("button", { name: "Subscribe" })).toBeEnabled()
        await expectAccessible(page)
      })
    }
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("is a Netlify form in the static HTML that the browser posts to the thank-you page itself", async ({ page }) => {
      const posts = await answerFormPosts(page)
      await page.goto(PAGE)
      await expect(signup(page)).toHaveAttribute("data-netlify", "true")
      await expect(signup(page)).toHaveAttribute("netlify-honeypot", "bot-field")
      const names = await signup(page).locator("[name]").evaluateAll(elements => elements.map(e => e.getAttribute("name")))
      expect(names).toEqual(["form-name", "bot-field", "name", "email"])

      await fill(page)
      await signup(page).getByRole("button", { name: "Subscribe" }).click()
      await expect(page).toHaveURL("/newsletter-success")
      // the browser sends the fields in the order of the page, the script in the spec's
      expect(posts.map(post => ({ ...post, fields: Object.fromEntries(post.fields) }))).toEqual([
        { ...POSTED, fields: Object.fromEntries(POSTED.fields) },
      ])
    })
  })
})
