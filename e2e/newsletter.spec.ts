import type { Page } from "@playwright/test"
import { sentEvents, stubGtag } from "./gtag-stub"
import { answerFormPosts, formPost, heldAnswer } from "./form-endpoint-stub"
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"

/** The page itself, without the frame (the footer has its own newsletter form). */
const main = (page: Page) => page.getByRole("main")

const ERROR = "Something went wrong. Please try again later."

test.describe("the newsletter page", () => {
  test("subscribes with an email only: idle, submitting, then success, posting the spec's fields", async ({ page }) => {
    const held = heldAnswer()
    const posts = await answerFormPosts(page, held.answer)
    await stubGtag(page)
    await gotoInteractive(page, "/newsletter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Riff & Code Newsletter")
    await expect(main(page).getByLabel("Name (optional)")).not.toHaveAttribute("required")
    await expect(main(page).getByLabel("Email")).toHaveAttribute("type", "email")
    await expectAccessible(page)

    await main(page).getByLabel("Email").fill("reader@example.com")
    await main(page).getByRole("button", { name: "Subscribe" }).click()
    await expect(main(page).getByRole("button", { name: "Subscribing..." })).toBeDisabled()
    held.release()
    await expect(main(page).getByRole("status")).toContainText("Thanks for subscribing!")
    await expect(main(page).getByRole("status")).toContainText("newsletter@riffandcode.dev")
    await expectAccessible(page)

    expect(posts).toEqual([formPost("/", { "form-name": "newsletter", name: "", email: "reader@example.com", "bot-field": "" })])
    expect(await sentEvents(page, "newsletter_signup")).toEqual([expect.objectContaining({ event_category: "conversion", source: "newsletter_page" })])
  })

  test("sends the name when one is given", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await gotoInteractive(page, "/newsletter")
    await main(page).getByLabel("Name (optional)").fill("Ana María")
    await main(page).getByLabel("Email").fill("ana@example.com")
    await main(page).getByRole("button", { name: "Subscribe" }).click()
    await expect(main(page).getByRole("status")).toContainText("Thanks for subscribing!")
    expect(posts).toEqual([formPost("/", { "form-name": "newsletter", name: "Ana María", email: "ana@example.com", "bot-field": "" })])
  })

  test("requires a real email address before posting anything", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await gotoInteractive(page, "/newsletter")
    await main(page).getByLabel("Email").fill("not an address")
    await main(page).getByRole("button", { name: "Subscribe" }).click()
    expect(await main(page).getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false)
    expect(posts).toEqual([])
  })

  test("posts nothing when the honeypot is filled", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await gotoInteractive(page, "/newsletter")
    await main(page).locator('input[name="bot-field"]').evaluate((input: HTMLInputElement) => (input.value = "I am a bot"))
    await main(page).getByLabel("Email").fill("bot@example.com")
    await main(page).getByRole("button", { name: "Subscribe" }).click()
    await expect(main(page).getByRole("status")).toContainText("Thanks for subscribing!")
    expect(posts).toEqual([])
  })

  test.describe("when the form service fails", () => {
    test.use({ failingRequests: /^https?:\/\/[^/]+\/$/ })

    for (const failure of ["server-error", "network-failure"] as const) {
      test(`shows the error and keeps the address (${failure})`, async ({ page }) => {
        await answerFormPosts(page, failure)
        await gotoInteractive(page, "/newsletter")
        await main(page).getByLabel("Email").fill("reader@example.com")
        await main(page).getByRole("button", { name: "Subscribe" }).click()
        await expect(main(page).getByRole("alert")).toHaveText(ERROR)
        await expect(main(page).getByLabel("Email")).toHaveValue("reader@example.com")
        await expect(main(page).getByRole("button", { name: "Subscribe" })).toBeEnabled()
        await expectAccessible(page)
      })
    }
  })
})

test("the thank-you page thanks the reader and names the sender address", async ({ page }) => {
  await page.goto("/newsletter-success")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for subscribing!")
  await expect(main(page).getByText("newsletter@riffandcode.dev")).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  await expectAccessible(page)
})
