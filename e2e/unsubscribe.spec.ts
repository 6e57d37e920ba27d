import type { Page } from "@playwright/test"
import { unsubscribeLink } from "../src/lib/newsletter-links"
import { newsletterToken } from "../src/lib/newsletter-token"
import { answerFormPosts, heldAnswer } from "./form-endpoint-stub"
import { expect, expectAccessible, test } from "./fixtures"

/** The page itself, without the frame (the footer has its own newsletter form). */
const main = (page: Page) => page.getByRole("main")

const email = "Reader@Example.com"
/** The link a mailing carries, as `npm run newsletter:links` prints it, on the local server. */
const linkPath = () => {
  const url = new URL(unsubscribeLink(email, "http://127.0.0.1"))
  return `${url.pathname}${url.search}`
}

test.describe("the unsubscribe page", () => {
  test("shows what the link is for, and the loading state, until the browser has read the link", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(linkPath())
    await expect(main(page).getByText(/^Every newsletter email ends with your personal unsubscribe link\. It opens this page/)).toBeVisible()
    await expect(main(page).getByRole("status")).toHaveText("Checking your unsubscribe link...")
    await context.close()
  })

  for (const path of ["/unsubscribe", "/unsubscribe?email=reader%40example.com", `/unsubscribe?token=${newsletterToken(email)}`]) {
    test(`asks for a valid link when a part is missing: ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByText("This page requires a valid unsubscribe link.")).toBeVisible()
      await expect(main(page).getByRole("button", { name: "Unsubscribe" })).toHaveCount(0)
      await expectAccessible(page)
    })
  }

  test("rejects a token that does not belong to the address", async ({ page }) => {
    await page.goto(`/unsubscribe?email=someone%40else.com&token=${newsletterToken(email)}`)
    await expect(page.getByText("This unsubscribe link is invalid or has expired.")).toBeVisible()
    await expect(page.getByText("Please use the unsubscribe link in your latest newsletter email.")).toBeVisible()
    await expect(main(page).getByRole("button", { name: "Unsubscribe" })).toHaveCount(0)
    await expectAccessible(page)
  })

  test("shows the address read-only and posts the spec's fields, then confirms", async ({ page }) => {
    const held = heldAnswer()
    const posts = await answerFormPosts(page, held.answer)
    await page.goto(linkPath())
    const field = main(page).getByLabel("Email")
    await expect(field).toHaveValue(email)
    await expect(field).toHaveAttribute("readonly", "")
    await expectAccessible(page)

    const before = Date.now()
    await main(page).getByRole("button", { name: "Unsubscribe" }).click()
    await expect(main(page).getByRole("button", { name: "Unsubscribing..." })).toBeDisabled()
    held.release()
    await expect(main(page).getByRole("status")).toContainText("You have been unsubscribed.")
    await expect(main(page).getByRole("status")).toContainText(email)
    await expectAccessible(page)

    expect(posts).toHaveLength(1)
    expect(posts[0].path).toBe("/")
    expect(posts[0].contentType).toBe("application/x-www-form-urlencoded")
    expect(posts[0].fields.map(([name]) => name)).toEqual(["form-name", "timestamp", "token", "email"])
    const fields = Object.fromEntries(posts[0].fields)
    expect(fields).toMatchObject({ "form-name": "newsletter-unsubscribe", token: newsletterToken(email), email })
    expect(Date.parse(fields.timestamp)).toBeGreaterThanOrEqual(before - 1000)
  })

  test("a stranger at the reader's screen or history finds no address or token: the page keeps the bare path", async ({ page }) => {
    await answerFormPosts(page, "ok")
    await page.goto("/about")
    await page.goto(linkPath())
    await expect(main(page).getByLabel("Email")).toHaveValue(email)
    await expect(page).toHaveURL(/\/unsubscribe$/)
    await page.goBack()
    await page.goForward()
    await expect(page).toHaveURL(/\/unsubscribe$/)
  })

  test.describe("when the form service answers with an error", () => {
    test.use({ failingRequests: /^https?:\/\/[^/]+\/$/ })

    test("still counts the request as done", async ({ page }) => {
      const posts = await answerFormPosts(page, "server-error")
      await page.goto(linkPath())
      await main(page).getByRole("button", { name: "Unsubscribe" }).click()
      await expect(main(page).getByRole("status")).toContainText("You have been unsubscribed.")
      expect(posts).toHaveLength(1)
    })
  })

  test.describe("when the network fails", () => {
    test.use({ failingRequests: /^https?:\/\/[^/]+\/$/ })

    test("alerts 'Error: ' plus the error and keeps the form", async ({ page }) => {
      await answerFormPosts(page, "network-failure")
      const alerts: string[] = []
      page.on("dialog", dialog => {
        alerts.push(dialog.message())
        void dialog.accept()
      })
      await page.goto(linkPath())
      await main(page).getByRole("button", { name: "Unsubscribe" }).click()
      await expect.poll(() => alerts).toEqual([expect.stringMatching(/^Error: .+/)])
      await expect(main(page).getByRole("button", { name: "Unsubscribe" })).toBeEnabled()
      await expect(main(page).getByLabel("Email")).toHaveValue(email)
    })
  })
})
