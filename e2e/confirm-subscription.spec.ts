import { confirmationLink } from "../src/lib/newsletter-links"
import { newsletterToken } from "../src/lib/newsletter-token"
import { answerFormPosts, heldAnswer } from "./form-endpoint-stub"
import { expect, expectAccessible, test } from "./fixtures"

const email = "new.reader@example.com"
const linkPath = (name = "Ana María") => {
  const url = new URL(confirmationLink(email, name, "http://127.0.0.1"))
  return `${url.pathname}${url.search}`
}
const FAILED =
  "We couldn't confirm your subscription. The link may be invalid or expired. Please try subscribing again from the homepage."

test.describe("the confirmation page", () => {
  test("a stranger at the reader's screen or history finds no address, name or token: the page keeps the bare path", async ({ page }) => {
    const posts = await answerFormPosts(page, "ok")
    await page.goto(linkPath())
    await expect.poll(() => posts.length).toBe(1)
    await expect(page).toHaveURL(/\/confirm-subscription$/)
    await expect(page.getByRole("heading", { name: "Subscription Confirmed!" })).toBeVisible()
  })

  test("shows what the page does and the confirming state in the static page, and while the confirmation is sent", async ({ page, browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const staticPage = await context.newPage()
    await staticPage.goto(linkPath())
    await expect(staticPage.getByText(/^The link in the email sent when you signed up opens this page/)).toBeVisible()
    await expect(staticPage.getByRole("status")).toHaveText("Confirming your subscription...")
    await context.close()

    const held = heldAnswer()
    await answerFormPosts(page, held.answer)
    await page.goto(linkPath())
    await expect(page.getByRole("status")).toHaveText("Confirming your subscription...")
    held.release()
    await expect(page.getByRole("heading", { name: "Subscription Confirmed!" })).toBeVisible()
    await expectAccessible(page)
  })

  test("posts the spec's fields, confirms, and goes home after 5 seconds", async ({ page }) => {
    await page.clock.install()
    const held = heldAnswer()
    const posts = await answerFormPosts(page, held.answer)
    await page.goto(linkPath())
    await expect.poll(() => posts.length).toBe(1)
    // From here on time only moves when the test says so, however slowly the machine runs.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    held.release()
    await expect(page.getByRole("heading", { name: "Subscription Confirmed!" })).toBeVisible()
    await expect(page.getByText("Thank you, Ana María!")).toBeVisible()

    expect(posts).toHaveLength(1)
    expect(posts[0].path).toBe("/")
    expect(posts[0].contentType).toBe("application/x-www-form-urlencoded")
    expect(posts[0].fields.map(([name]) => name)).toEqual(["form-name", "email", "name", "token", "confirmedAt", "confirmationId"])
    const fields = Object.fromEntries(posts[0].fields)
    expect(fields).toMatchObject({ "form-name": "newsletter-confirmed", email, name: "Ana María", token: newsletterToken(email) })
    expect(Number.isNaN(Date.parse(fields.confirmedAt))).toBe(false)
    expect(fields.confirmationId).not.toBe("")

    await page.clock.runFor(4900)
    // Still on the page, whose address no longer holds the link.
    await expect(page).toHaveURL(/\/confirm-subscription$/)
    await page.clock.runFor(200)
    await page.clock.resume()
    await expect(page).toHaveURL("/")
  })

  for (const [reason, path] of [
    ["no parameters", "/confirm-subscription"],
    ["no token", `/confirm-subscription?email=${encodeURIComponent(email)}&name=Ana`],
    ["no email", `/confirm-subscription?token=${newsletterToken(email)}`],
    ["another address's token", `/confirm-subscription?email=other%40example.com&token=${newsletterToken(email)}`],
  ]) {
    test(`fails without posting when the link has ${reason}`, async ({ page }) => {
      const posts = await answerFormPosts(page)
      await page.goto(path)
      await expect(page.getByRole("heading", { name: "Confirmation Failed" })).toBeVisible()
      await expect(page.getByText(FAILED)).toBeVisible()
      await expect(page.getByRole("link", { name: "Go to the homepage" })).toHaveAttribute("href", "/")
      await expectAccessible(page)
      expect(posts).toEqual([])
    })
  }

  test.describe("when the form service fails", () => {
    test.use({ failingRequests: /^https?:\/\/[^/]+\/$/ })

    for (const failure of ["server-error", "network-failure"] as const) {
      test(`shows the failure and stays (${failure})`, async ({ page }) => {
        await page.clock.install()
        await answerFormPosts(page, failure)
        await page.goto(linkPath())
        await expect(page.getByRole("heading", { name: "Confirmation Failed" })).toBeVisible()
        await page.clock.runFor(6000)
        await expect(page).toHaveURL(/\/confirm-subscription$/)
      })
    }
  })
})
