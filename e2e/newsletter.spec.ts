import { answerFormPosts, heldAnswer, recordAnalytics } from "./form-service"
import { expect, expectAccessible, test } from "./fixtures"

const ERROR = "Something went wrong. Please try again later."

test.describe("the newsletter page", () => {
  test("subscribes with an email only: idle, submitting, then success, posting the spec's fields", async ({ page }) => {
    const held = heldAnswer()
    const posts = await answerFormPosts(page, held.answer)
    const events = await recordAnalytics(page)
    await page.goto("/newsletter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Riff & Code Newsletter")
    await expect(page.getByLabel("Name (optional)")).not.toHaveAttribute("required")
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email")
    await expectAccessible(page)

    await page.getByLabel("Email").fill("reader@example.com")
    await page.getByRole("button", { name: "Subscribe" }).click()
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeDisabled()
    held.release()
    await expect(page.getByRole("status")).toContainText("Thanks for subscribing!")
    await expect(page.getByRole("status")).toContainText("newsletter@riffandcode.dev")
    await expectAccessible(page)

    expect(posts).toEqual([
      {
        path: "/",
        contentType: "application/x-www-form-urlencoded",
        fields: [
          ["form-name", "newsletter"],
          ["name", ""],
          ["email", "reader@example.com"],
          ["bot-field", ""],
        ],
      },
    ])
    expect((await events()).filter(e => e.name === "newsletter_signup")).toEqual([
      { name: "newsletter_signup", params: expect.objectContaining({ event_category: "conversion" }) },
    ])
  })

  test("sends the name when one is given", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await page.goto("/newsletter")
    await page.getByLabel("Name (optional)").fill("Ana María")
    await page.getByLabel("Email").fill("ana@example.com")
    await page.getByRole("button", { name: "Subscribe" }).click()
    await expect(page.getByRole("status")).toContainText("Thanks for subscribing!")
    expect(posts[0].fields).toEqual([
      ["form-name", "newsletter"],
      ["name", "Ana María"],
      ["email", "ana@example.com"],
      ["bot-field", ""],
    ])
  })

  test("requires a real email address before posting anything", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await page.goto("/newsletter")
    await page.getByLabel("Email").fill("not an address")
    await page.getByRole("button", { name: "Subscribe" }).click()
    expect(await page.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false)
    expect(posts).toEqual([])
  })

  test("posts nothing when the honeypot is filled", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await page.goto("/newsletter")
    await page.locator('input[name="bot-field"]').evaluate((input: HTMLInputElement) => (input.value = "I am a bot"))
    await page.getByLabel("Email").fill("bot@example.com")
    await page.getByRole("button", { name: "Subscribe" }).click()
    await expect(page.getByRole("status")).toContainText("Thanks for subscribing!")
    expect(posts).toEqual([])
  })

  test.describe("when the form service fails", () => {
    test.use({ expectedConsoleError: /status of 500|net::ERR_FAILED/ })

    for (const failure of ["server-error", "network-failure"] as const) {
      test(`shows the error and keeps the address (${failure})`, async ({ page }) => {
        await answerFormPosts(page, failure)
        await page.goto("/newsletter")
        await page.getByLabel("Email").fill("reader@example.com")
        await page.getByRole("button", { name: "Subscribe" }).click()
        await expect(page.getByRole("alert")).toHaveText(ERROR)
        await expect(page.getByLabel("Email")).toHaveValue("reader@example.com")
        await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled()
        await expectAccessible(page)
      })
    }
  })
})

test("the thank-you page thanks the reader and names the sender address", async ({ page }) => {
  await page.goto("/newsletter-success")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for subscribing!")
  await expect(page.getByText("newsletter@riffandcode.dev")).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  await expectAccessible(page)
})
