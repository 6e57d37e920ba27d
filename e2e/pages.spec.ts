import { expect, expectAccessible, test } from "./fixtures"

test("/about: back link, the biography, external links in a new tab", async ({ page }) => {
  await page.goto("/about")
  await expect(page).toHaveTitle("About - Riff & Code")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About")
  await expect(page.getByRole("link", { name: "← Back to Home" })).toHaveAttribute("href", "/")
  const wikipedia = page.getByRole("main").getByRole("link", { name: "Guadalajara" })
  await expect(wikipedia).toHaveAttribute("target", "_blank")
  await expect(wikipedia).toHaveAttribute("rel", "noopener noreferrer")
  const contact = page.getByRole("main").getByRole("link", { name: "contact page" })
  await expect(contact).toHaveAttribute("href", "/contact")
  await expect(contact).not.toHaveAttribute("target", /.*/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://riffandcode.dev/about")
  await expectAccessible(page)
})

test("/now: last updated 2025-07-15, back link, contact link", async ({ page }) => {
  await page.goto("/now")
  await expect(page).toHaveTitle("What I'm doing now - Riff & Code")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What I'm doing now")
  await expect(page.getByText("Last updated: July 15, 2025")).toBeVisible()
  await expect(page.locator("main time")).toHaveAttribute("datetime", "2025-07-15")
  await expect(page.getByRole("link", { name: "← Back to Home" })).toHaveAttribute("href", "/")
  await expect(page.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact")
  await expect(page.getByRole("main").getByRole("link", { name: "now page" })).toHaveAttribute("target", "_blank")
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://riffandcode.dev/now")
  await expectAccessible(page)
})

test("/about and /now pass accessibility checks in the light theme too", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "theme", value: "light", url: baseURL! }])
  for (const path of ["/about", "/now"]) {
    await page.goto(path)
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
    await expectAccessible(page)
  }
})
