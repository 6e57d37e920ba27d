import { expect, test } from "./fixtures"

// What Netlify reads at deploy time: the static HTML, before any script runs.
test.use({ javaScriptEnabled: false })

const FORMS = [
  { page: "/contact", form: "contact", fields: ["form-name", "bot-field", "name", "email", "message"] },
  { page: "/newsletter", form: "newsletter", fields: ["form-name", "bot-field", "name", "email"] },
  { page: "/unsubscribe", form: "newsletter-unsubscribe", fields: ["form-name", "timestamp", "token", "email", "bot-field"] },
  {
    page: "/confirm-subscription",
    form: "newsletter-confirmed",
    fields: ["form-name", "email", "name", "token", "confirmedAt", "confirmationId", "bot-field"],
  },
]

for (const { page: path, form, fields } of FORMS) {
  test(`the built ${path} page defines the Netlify form "${form}"`, async ({ page }) => {
    await page.goto(path)
    // The footer's own newsletter form is on every page; this is the page's.
    const definition = page.getByRole("main").locator(`form[name="${form}"]`)
    await expect(definition).toHaveCount(1)
    await expect(definition).toHaveAttribute("data-netlify", "true")
    await expect(definition).toHaveAttribute("netlify-honeypot", "bot-field")
    await expect(definition.locator('input[name="form-name"]')).toHaveValue(form)
    const names = await definition.locator("[name]").evaluateAll(elements => elements.map(e => e.getAttribute("name")))
    expect(names).toEqual(fields)
  })
}
