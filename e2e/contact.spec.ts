import { answerFormPosts, heldAnswer, recordAnalytics } from "./form-service"
import { expect, expectAccessible, test } from "./fixtures"

const MESSAGE = "Hola Mateo! I read the CGI article and wondered whether you still have the Visual Basic source code."

async function fillForm(page: import("@playwright/test").Page) {
  await page.getByLabel("Name").fill("Ana Pérez")
  await page.getByLabel("Email").fill("ana@example.com")
  await page.getByLabel("Message").fill(MESSAGE)
}

test.describe("the contact page", () => {
  test("requires every field, with an email-type address", async ({ page }) => {
    const posts = await answerFormPosts(page)
    await page.goto("/contact")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch")
    for (const label of ["Name", "Email", "Message"]) await expect(page.getByLabel(label)).toHaveAttribute("required", "")
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email")
    await page.getByRole("button", { name: "Send Message" }).click()
    expect(posts).toEqual([])
    await expectAccessible(page)
  })

  test("posts the spec's fields, tracks opening and sending, and thanks the visitor", async ({ page }) => {
    const held = heldAnswer()
    const posts = await answerFormPosts(page, held.answer)
    const events = await recordAnalytics(page)
    await page.goto("/contact")
    await expect.poll(async () => (await events()).map(e => e.name)).toContain("contact_form_open")

    await fillForm(page)
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled()
    held.release()
    await expect(page.getByRole("status")).toHaveText("Thanks for your message! I'll get back to you as soon as I can.")
    await expect(page.getByLabel("Message")).toHaveValue("")
    await expectAccessible(page)

    expect(posts).toEqual([
      {
        path: "/",
        contentType: "application/x-www-form-urlencoded",
        fields: [
          ["form-name", "contact"],
          ["name", "Ana Pérez"],
          ["email", "ana@example.com"],
          ["message", MESSAGE],
          ["bot-field", ""],
        ],
      },
    ])
    const tracked = (await events()).filter(e => e.name.startsWith("contact_form"))
    expect(tracked).toEqual([
      { name: "contact_form_open", params: expect.objectContaining({ event_category: "engagement" }) },
      { name: "contact_form_submit", params: { event_category: "conversion", event_label: MESSAGE.slice(0, 50) } },
    ])
  })

  test("posts nothing when the honeypot is filled", async ({ page }) => {
    const posts = await answerFormPosts(page)
    const events = await recordAnalytics(page)
    await page.goto("/contact")
    await page.locator('input[name="bot-field"]').evaluate((input: HTMLInputElement) => (input.value = "spam"))
    await fillForm(page)
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect(page.getByRole("status")).toBeVisible()
    expect(posts).toEqual([])
    expect((await events()).map(e => e.name)).not.toContain("contact_form_submit")
  })

  test.describe("when the form service fails", () => {
    test.use({ expectedConsoleError: /status of 500/ })

    test("says so and keeps every word the visitor wrote", async ({ page }) => {
      await answerFormPosts(page, "server-error")
      await page.goto("/contact")
      await fillForm(page)
      await page.getByRole("button", { name: "Send Message" }).click()
      await expect(page.getByRole("alert")).toContainText("Sorry, your message could not be sent.")
      await expect(page.getByLabel("Name")).toHaveValue("Ana Pérez")
      await expect(page.getByLabel("Email")).toHaveValue("ana@example.com")
      await expect(page.getByLabel("Message")).toHaveValue(MESSAGE)
      await expectAccessible(page)
    })
  })
})
