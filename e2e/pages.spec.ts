import { absoluteUrl } from "../src/lib/paths"
import { contentPage, longDate } from "./content"
import { expect, expectAccessible, test } from "./fixtures"

const isExternal = (href: string) => /^https?:\/\//.test(href)

for (const name of ["about", "now"]) {
  const { title, lastUpdated, links } = contentPage(name)

  test(`/${name}: its title, back link, and its text's links: other sites in a new tab, this site's in place`, async ({ page }) => {
    await page.goto(`/${name}`)
    await expect(page).toHaveTitle(`${title} - Riff & Code`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    await expect(page.getByRole("link", { name: "← Back to Home" })).toHaveAttribute("href", "/")
    for (const link of links) {
      const anchor = page.getByRole("main").getByRole("link", { name: link.text, exact: true }).first()
      await expect(anchor).toHaveAttribute("href", link.href)
      if (isExternal(link.href)) {
        await expect(anchor).toHaveAttribute("target", "_blank")
        await expect(anchor).toHaveAttribute("rel", "noopener noreferrer")
      } else {
        await expect(anchor).not.toHaveAttribute("target", /.*/)
      }
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(`/${name}`))
    if (lastUpdated) {
      await expect(page.getByText(`Last updated: ${longDate(lastUpdated)}`)).toBeVisible()
      await expect(page.locator("main time")).toHaveAttribute("datetime", lastUpdated)
    }
    await expectAccessible(page)
  })
}

test("/now links to the contact page", async ({ page }) => {
  await page.goto("/now")
  await expect(page.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact")
})

test("/about and /now pass accessibility checks in the light theme too", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "theme", value: "light", url: baseURL! }])
  for (const path of ["/about", "/now"]) {
    await page.goto(path)
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
    await expectAccessible(page)
  }
})
