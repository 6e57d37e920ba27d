import { absoluteUrl, ARCHIVE_PATH, BLOG_PATH, tagPath } from "../src/lib/paths"
import { draftFiles, publishedOriginals, shortDate } from "./content"
import { everyPage } from "./listing-pages"
import { expect, expectAccessible, test } from "./fixtures"
import { sitemapUrls } from "./sitemap-reader"

// The archive's page is in English, as the blog's is; each post's language is named in it.
const LANGUAGE = { en: "English", es: "Spanish" } as const
const yearOf = (date: string) => new Date(date).getUTCFullYear()
const years = [...new Set(publishedOriginals.map(post => yearOf(post.date)))].sort((a, b) => b - a)
const tags = [...new Set(publishedOriginals.flatMap(post => post.tags))]

test("lists every post the blog lists under its year, newest first, each linked with its date and language", async ({ page }) => {
  const blogPosts = (await everyPage(page, BLOG_PATH)).flatMap(({ posts }) => posts)

  await page.goto(ARCHIVE_PATH)
  await expect(page).toHaveTitle("Archive - Riff & Code Blog")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Archive")
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(ARCHIVE_PATH))
  await expect(page.getByRole("link", { name: "← Back to Blog" })).toHaveAttribute("href", BLOG_PATH)
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(years.map(String))

  const listed: string[] = []
  for (const year of years) {
    const posts = publishedOriginals.filter(post => yearOf(post.date) === year)
    const items = page.getByRole("list", { name: String(year), exact: true }).getByRole("listitem")
    await expect(items).toHaveCount(posts.length)
    const dates = await items.locator("time").evaluateAll(times => times.map(time => time.getAttribute("datetime")!))
    expect(dates, `${year}: newest first`).toEqual([...dates].sort().reverse())
    for (const post of posts) {
      const item = items.filter({ has: page.getByRole("link", { name: post.title, exact: true }) })
      await expect(item.getByRole("link")).toHaveAttribute("href", post.path)
      await expect(item.getByRole("link")).toHaveAttribute("lang", post.lang)
      await expect(item.locator("time")).toHaveText(shortDate(post.date))
      await expect(item).toContainText(LANGUAGE[post.lang])
      listed.push(post.path)
    }
  }
  expect(listed.sort()).toEqual([...blogPosts].sort())
  for (const draft of draftFiles) await expect(page.getByText(draft.title)).toHaveCount(0)
})

test("the blog and every tag page link to it", async ({ page }) => {
  for (const path of [BLOG_PATH, ...tags.map(tagPath)]) {
    await page.goto(path)
    await expect(page.getByRole("main").getByRole("link", { name: "Archive by year" }), path).toHaveAttribute("href", ARCHIVE_PATH)
  }
  await page.getByRole("main").getByRole("link", { name: "Archive by year" }).click()
  await expect(page).toHaveURL(ARCHIVE_PATH)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Archive")
})

test("is in the sitemap, as the blog is", async ({ page }) => {
  const listed = (await sitemapUrls(page)).map(url => url.loc)
  for (const path of [BLOG_PATH, ARCHIVE_PATH]) expect(listed).toContain(absoluteUrl(path))
})

for (const theme of ["dark", "light"]) {
  test(`has no accessibility violations in the ${theme} theme`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "theme", value: theme, url: baseURL! }])
    await page.goto(ARCHIVE_PATH)
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme)
    await expectAccessible(page)
  })
}
