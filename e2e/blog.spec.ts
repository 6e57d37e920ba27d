import { POSTS_PER_PAGE } from "../src/lib/blog-pages"
import { absoluteUrl, tagAliasPath, tagPath } from "../src/lib/paths"
import { placeholderImage } from "../src/lib/tag-image"
import { capitalize, TAG_CLOUD_COLLAPSED } from "../src/lib/tags"
import { drafts, publishedOriginals } from "./content"
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"

const tagCounts = new Map<string, number>()
for (const post of publishedOriginals) for (const tag of post.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1)
/** The cloud's order: most used first, then alphabetical. */
const tagsByCount = [...tagCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "en"))
const [topTag] = tagsByCount[0]

test.describe("the blog", () => {
  test("lists the newest published posts first, a page of them, and no draft", async ({ page }) => {
    await page.goto("/blog")
    await expect(page).toHaveTitle("Riff & Code Blog")
    await expect(page.getByRole("heading", { level: 1, name: "Riff & Code Blog" })).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: "RSS" })).toHaveAttribute("href", "/rss.xml")
    await expect(page.getByRole("link", { name: "← Back to Home" })).toHaveAttribute("href", "/")
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://riffandcode.dev/blog")

    const titles = await page.getByRole("list", { name: "Posts" }).getByRole("heading").allTextContents()
    // Every page's posts, and the archive's order they follow: e2e/blog-pages.spec.ts.
    const newestFirst = [...publishedOriginals].sort((a, b) => b.date.localeCompare(a.date)).map(a => a.title)
    expect(titles).toEqual(newestFirst.slice(0, POSTS_PER_PAGE))
    for (const draft of drafts) expect(titles).not.toContain(draft.title)
    await expect(page.getByRole("link", { name: /^Read more: / })).toHaveCount(Math.min(publishedOriginals.length, POSTS_PER_PAGE))
  })

  test("shows the top five tags, expands to all, and collapses again", async ({ page }) => {
    // A click before the page is interactive would do nothing.
    await gotoInteractive(page, "/blog")
    const cloud = page.getByRole("navigation", { name: "Filter by tag" })
    await expect(cloud.getByText("Filter by tag:")).toBeVisible()
    const tagLinks = cloud.getByRole("listitem")
    await expect(tagLinks).toHaveCount(1 + TAG_CLOUD_COLLAPSED)
    await expect(tagLinks.first()).toHaveText("All")
    for (const [tag, count] of tagsByCount.slice(0, TAG_CLOUD_COLLAPSED)) await expect(cloud.getByRole("link", { name: `${tag} (${count})` })).toBeVisible()

    await cloud.getByRole("button", { name: `More tags (${tagsByCount.length - TAG_CLOUD_COLLAPSED})` }).click()
    await expect(tagLinks).toHaveCount(1 + tagsByCount.length)
    await cloud.getByRole("button", { name: "Less" }).click()
    await expect(tagLinks).toHaveCount(1 + TAG_CLOUD_COLLAPSED)
  })

  test("scales tags from 0.75 to 1.25 rem by their share of the largest count", async ({ page }) => {
    await page.goto("/blog")
    const [, topCount] = tagsByCount[0]
    const top = page.getByRole("link", { name: `${topTag} (${topCount})` })
    await expect(top).toHaveCSS("font-size", "20px")
    await expect(top).toHaveCSS("opacity", "1")
  })

  test("filters by a tag and shows its header", async ({ page }) => {
    await page.goto("/blog")
    const [tag, count] = tagsByCount[1]
    await page.getByRole("navigation", { name: "Filter by tag" }).getByRole("link", { name: `${tag} (${count})` }).click()
    await expect(page).toHaveURL(tagPath(tag))
    await expect(page.getByRole("heading", { level: 2, name: capitalize(tag) })).toBeVisible()
    await expect(page.getByText(`Posts tagged with ${tag}`)).toBeVisible()
    await expect(page.getByText(count === 1 ? "1 post" : `${count} posts`, { exact: true })).toBeVisible()
    await expect(page.getByRole("list", { name: "Posts" }).getByRole("article")).toHaveCount(Math.min(count, POSTS_PER_PAGE))
    await expect(page.locator("section img")).toHaveAttribute("src", /^https:\/\/images\.pexels\.com\/photos\//)
  })

  test("always shows the selected tag, even outside the top five", async ({ page }) => {
    const [rare, count] = tagsByCount[tagsByCount.length - 1]
    await page.goto(tagPath(rare))
    const cloud = page.getByRole("navigation", { name: "Filter by tag" })
    await expect(cloud.getByRole("link", { name: `${rare} (${count})` })).toHaveAttribute("aria-current", "page")
    await expect(cloud.getByRole("listitem")).toHaveCount(1 + TAG_CLOUD_COLLAPSED + 1)
  })

  test("serves tags with spaces and accents, and the /blog/tag/ reading with its canonical link", async ({ page }) => {
    const spaced = tagsByCount.find(([tag]) => tag.includes(" "))![0]
    await page.goto(tagPath(spaced))
    await expect(page.getByText(`Posts tagged with ${spaced}`)).toBeVisible()
    const accented = tagsByCount.find(([tag]) => tag.normalize("NFD") !== tag)![0]
    await page.goto(tagPath(accented))
    await expect(page.getByRole("heading", { name: capitalize(accented) })).toBeVisible()
    await page.goto(tagAliasPath(topTag))
    await expect(page.getByText(`Posts tagged with ${topTag}`)).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(tagPath(topTag)))
  })

  test("falls back to the placeholder when the header image fails to load", async ({ page }) => {
    await page.route(/images\.pexels\.com/, route => route.fulfill({ status: 200, contentType: "text/plain", body: "not an image" }))
    await page.goto(tagPath(topTag))
    await expect(page.locator("section img")).toHaveAttribute("src", placeholderImage(topTag))
  })

  test("has no accessibility violations on the blog and a tag page", async ({ page }) => {
    await page.goto("/blog")
    await expectAccessible(page)
    await page.goto(tagPath(topTag))
    await expect(page.locator("section img")).toBeVisible()
    await expectAccessible(page)
  })
})
