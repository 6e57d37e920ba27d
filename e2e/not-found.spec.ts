import { originals } from "./content"
import { expect, test } from "./fixtures"

// These visits ask for missing pages on purpose, so the browser's report of each 404 answer is expected.
test.use({ notFoundExpected: true })

const english = originals.find(a => a.lang === "en")!

for (const path of ["/article/no-such-article", `/article/${english.slug}/fr`, "/blog/no-such-tag", "/blog/tag/no-such-tag", "/no/such/page"]) {
  test(`${path} shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { name: "404 - Lost in the Mosh Pit!" })).toBeVisible()
    await expect(page.getByText("Page Not Found")).toBeVisible()
  })
}
