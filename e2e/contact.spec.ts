import type { Page } from "@playwright/test"
import { sentEvents, stubGtag } from "./gtag-stub"
import { answerFormPosts, formPost, heldAnswer } from "./form-endpoint-stub"
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"

/** The page itself, without the frame (the footer has its own newsletter form). */
const main = (page: Page) => page.getByRole("main")

const MESSAGE = "Hola Mateo! I read the CGI article and wondered whether you still have the Visual Basic source code."

async function fillForm(page: Page) {
  await main(page).getByLabel("Name").fill("Ana Pérez")
  await main(page).getByLabel("Email").fill("ana@example.com")
  await main(page).getByLabel("Message").fill(MESSAGE)
}

test.describe("the contact page", () => {
  test("requires every field, with an email-type address", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await gotoInteractive(page, "/contact")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch")
    for (const label of ["Name", "Email", "Message"]) await expect(main(page).getByLabel(label)).toHaveAttribute("required", "")
    await expect(main(page).getByLabel("Email")).toHaveAttribute("type", "email")
    await main(page).getByRole("button", { name: "Send Message" }).click()
    expect(posts).toEqual([])
    await expectAccessible(page)
  })

  test("posts the spec's fields, tracks opening and sending, and thanks the visitor", async ({ page }) => {
    const held = heldAnswer()
    const posts = await answerFormPosts(page, held.answer)
    await stubGtag(page)
    await gotoInteractive(page, "/contact")
    await expect.poll(() => sentEvents(page, "contact_form_open")).toEqual([expect.objectContaining({ event_category: "engagement" })])

    await fillForm(page)
    await main(page).getByRole("button", { name: "Send Message" }).click()
    await expect(main(page).getByRole("button", { name: "Sending..." })).toBeDisabled()
    held.release()
    await expect(main(page).getByRole("status")).toHaveText("Thanks for your message! I'll get back to you as soon as I can.")
    await expect(main(page).getByLabel("Message")).toHaveValue("")
    await expectAccessible(page)

    expect(posts).toEqual([formPost("/", { "form-name": "contact", name: "Ana Pérez", email: "ana@example.com", message: MESSAGE, "bot-field": "" })])
    expect(await sentEvents(page, "contact_form_open")).toHaveLength(1)
    expect(await sentEvents(page, "contact_form_submit")).toEqual([{ event_category: "conversion", event_label: MESSAGE.slice(0, 50) }])
  })

  test("posts nothing when the honeypot is filled", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await stubGtag(page)
    await gotoInteractive(page, "/contact")
    await main(page).locator('input[name="bot-field"]').evaluate((input: HTMLInputElement) => (input.value = "spam"))
    await fillForm(page)
    await main(page).getByRole("button", { name: "Send Message" }).click()
    await expect(main(page).getByRole("status")).toBeVisible()
    expect(posts).toEqual([])
    expect(await sentEvents(page, "contact_form_submit")).toEqual([])
  })

  test.describe("when the form service fails", () => {
    test.use({ failingRequests: /^https?:\/\/[^/]+\/$/ })

    test("says so and keeps every word the visitor wrote", async ({ page }) => {
      await answerFormPosts(page, "server-error")
      await gotoInteractive(page, "/contact")
      await fillForm(page)
      await main(page).getByRole("button", { name: "Send Message" }).click()
      await expect(main(page).getByRole("alert")).toContainText("Sorry, your message could not be sent.")
      await expect(main(page).getByLabel("Name")).toHaveValue("Ana Pérez")
      await expect(main(page).getByLabel("Email")).toHaveValue("ana@example.com")
      await expect(main(page).getByLabel("Message")).toHaveValue(MESSAGE)
      await expectAccessible(page)
    })
  })
})
