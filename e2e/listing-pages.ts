// Reading the blog's numbered pages as a reader and a crawler do, for the tests that need every post.
import type { Page } from "@playwright/test"
import { ARCHIVE_PATH } from "../src/lib/paths"

/** The addresses of the posts the page shows, in order. */
export const postsShown = (page: Page): Promise<string[]> =>
  page
    .getByRole("list", { name: "Posts", exact: true })
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll(links => links.map(link => link.getAttribute("href")!))

/** Where the page's head says its list goes on (`rel="next"`), or null on its last page. */
export async function nextPageOf(page: Page): Promise<string | null> {
  const [next = null] = await page.locator('head link[rel="next"]').evaluateAll(links => links.map(link => link.getAttribute("href")))
  return next === null ? null : new URL(next).pathname
}

/** Every page of a list from its first, each page's address and its posts, following each page's `rel="next"`. */
export async function everyPage(page: Page, firstPath: string): Promise<Array<{ path: string; posts: string[] }>> {
  const pages: Array<{ path: string; posts: string[] }> = []
  for (let path: string | null = firstPath; path !== null; path = await nextPageOf(page)) {
    if (pages.some(seen => seen.path === path)) throw new Error(`${path} leads back to itself`)
    await page.goto(path)
    pages.push({ path, posts: await postsShown(page) })
  }
  return pages
}

/** The addresses of every post the archive lists, in its order: the years and each year's posts newest first. */
export async function archivedPosts(page: Page): Promise<string[]> {
  await page.goto(ARCHIVE_PATH)
  return page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll(links => links.map(link => link.getAttribute("href")!))
}
