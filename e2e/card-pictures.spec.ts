import type { Locator, Page } from "@playwright/test"
import { everyPage } from "./listing-pages"
import { publishedOriginals, type ArticleFile } from "./content"
import { expect, gotoInteractive, test } from "./fixtures"

const HOME_POSTS = 6
const newestFirst = [...publishedOriginals].sort((a, b) => b.date.localeCompare(a.date))
const withoutThumbnail = publishedOriginals.filter(article => !article.thumbnail)

const cardOf = (list: Locator, article: ArticleFile) => list.getByRole("article").filter({ has: list.page().getByRole("heading", { name: article.title, exact: true }) })

/** The card's picture, once the browser has loaded it (cards load theirs lazily, so it is scrolled into view). */
async function loadedPicture(card: Locator): Promise<{ src: string; width: number }> {
  const img = card.locator("picture img")
  await expect(img).toHaveCount(1)
  await img.scrollIntoViewIfNeeded()
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
  return img.evaluate((element: HTMLImageElement) => ({ src: new URL(element.currentSrc).pathname, width: element.naturalWidth }))
}

/** The social image the article's own page names for sharing: the one drawn with its title, in its language. */
async function socialImageOf(page: Page, article: ArticleFile): Promise<string> {
  await page.goto(article.path)
  const image = await page.locator('meta[property="og:image"]').getAttribute("content")
  return new URL(image!).pathname
}

test.describe("card pictures", () => {
  for (const { route, list } of [
    { route: "/", list: "Latest posts" },
    { route: "/blog", list: "Posts" },
  ]) {
    test(`every card of ${route} shows a picture that loads`, async ({ page }) => {
      await page.goto(route)
      const cards = page.getByRole("list", { name: list, exact: true }).getByRole("article")
      const count = await cards.count()
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) expect((await loadedPicture(cards.nth(i))).width).toBeGreaterThan(0)
    })
  }

  test.describe("of an article without a thumbnail", () => {
    test.skip(withoutThumbnail.length === 0, "every published article has a thumbnail")

    test("show its generated social image on the blog, its tag page and the home page", async ({ page }) => {
      for (const article of withoutThumbnail) {
        const expected = await socialImageOf(page, article)
        expect(expected).toMatch(new RegExp(`^/og/${article.slug}-[0-9a-f]{10}\\.png$`))

        // The blog lists its posts a page at a time: the page that lists this one.
        const listing = (await everyPage(page, "/blog")).find(({ posts }) => posts.includes(article.path))!
        await gotoInteractive(page, listing.path)
        const posts = page.getByRole("list", { name: "Posts", exact: true })
        expect(await loadedPicture(cardOf(posts, article))).toEqual({ src: expected, width: 1200 })

        // A tag page reached from the blog is drawn by the browser, not kept from the server's HTML.
        for (const tag of article.tags.slice(0, 1)) {
          await cardOf(posts, article).getByRole("link", { name: `#${tag}`, exact: true }).click()
          await expect(page).toHaveURL(`/blog/${encodeURIComponent(tag)}`)
          // The address changes before the tag page replaces the blog's list: wait for the tag page itself.
          await expect(page.getByText(`Posts tagged with ${tag}`, { exact: true })).toBeVisible()
          expect(await loadedPicture(cardOf(posts, article))).toEqual({ src: expected, width: 1200 })
        }

        if (newestFirst.indexOf(article) < HOME_POSTS) {
          await page.goto("/")
          expect(await loadedPicture(cardOf(page.getByRole("list", { name: "Latest posts", exact: true }), article))).toEqual({ src: expected, width: 1200 })
        }
      }
    })
  })

  for (const { route, list } of [
    { route: "/blog", list: "Posts" },
    { route: "/projects", list: "Projects" },
    { route: "/experiments", list: "Experiments" },
  ]) {
    test(`the first card of ${route}, the page's largest picture, is fetched at once; the others wait until they are near`, async ({ page }) => {
      // The HTML as served, before any script runs: the browser decides from it when to fetch.
      await page.goto(route)
      const pictures = page.getByRole("list", { name: list, exact: true }).locator("picture img")
      expect(await pictures.count()).toBeGreaterThan(1)
      const loading = await pictures.evaluateAll(images => images.map(image => [image.getAttribute("loading"), image.getAttribute("fetchpriority")]))
      expect(loading[0]).toEqual(["eager", "high"])
      for (const later of loading.slice(1)) expect(later).toEqual(["lazy", null])
    })
  }
})
