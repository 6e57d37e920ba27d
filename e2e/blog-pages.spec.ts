import { pageCount, POSTS_PER_PAGE } from "../src/lib/blog-pages"
import { absoluteUrl, BLOG_PATH, listingPagePath, tagAliasPath, tagPath } from "../src/lib/paths"
import { archivedPosts, everyPage, postsShown } from "./listing-pages"
import { publishedOriginals } from "./content"
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"
import { sitemapUrls } from "./sitemap-reader"

// The blog and each tag list their posts POSTS_PER_PAGE at a time; the archive lists them all.
// What each page should hold comes from the built archive and the posts' files, never from a count of today's posts.

const tagCounts = new Map<string, number>()
for (const post of publishedOriginals) for (const tag of new Set(post.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1)
const tags = [...tagCounts.keys()].sort()

test("the blog's pages list every post of the archive once, in its order, each page a page of its own", async ({ page }) => {
  const archived = await archivedPosts(page)
  expect(archived.length, "the test build holds more posts than one page lists").toBeGreaterThan(POSTS_PER_PAGE)
  const count = pageCount(archived.length)

  const pages = await everyPage(page, BLOG_PATH)
  expect(pages.map(({ path }) => path)).toEqual(Array.from({ length: count }, (_, index) => listingPagePath(BLOG_PATH, index + 1)))
  pages.forEach(({ path, posts }, index) => expect(posts, path).toEqual(archived.slice(index * POSTS_PER_PAGE, (index + 1) * POSTS_PER_PAGE)))

  for (const [index, { path }] of pages.entries()) {
    const number = index + 1
    await page.goto(path)
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", absoluteUrl(path))
    const previous = page.locator('head link[rel="prev"]')
    if (number === 1) await expect(previous).toHaveCount(0)
    else await expect(previous).toHaveAttribute("href", absoluteUrl(pages[index - 1].path))
    await expect(page).toHaveTitle(number === 1 ? "Riff & Code Blog" : `Riff & Code Blog - Page ${number} of ${count}`)

    const pagesNav = page.getByRole("navigation", { name: "Pages" })
    await expect(pagesNav.getByText(`Page ${number} of ${count}`)).toBeVisible()
    await expect(pagesNav.getByRole("link", { name: `Page ${number}`, exact: true })).toHaveAttribute("aria-current", "page")
    await expect(pagesNav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("href", BLOG_PATH)
    await expect(pagesNav.getByRole("link", { name: `Page ${count}`, exact: true })).toHaveAttribute("href", pages[count - 1].path)
    const newer = pagesNav.getByRole("link", { name: "← Newer posts" })
    const older = pagesNav.getByRole("link", { name: "Older posts →" })
    if (number === 1) await expect(newer).toHaveCount(0)
    else await expect(newer).toHaveAttribute("href", pages[index - 1].path)
    if (number === count) await expect(older).toHaveCount(0)
    else await expect(older).toHaveAttribute("href", pages[index + 1].path)
  }
})

test("a reader goes to older posts and back to newer ones", async ({ page }) => {
  await gotoInteractive(page, BLOG_PATH)
  const first = await postsShown(page)
  const pagesNav = page.getByRole("navigation", { name: "Pages" })
  await pagesNav.getByRole("link", { name: "Older posts →" }).click()
  await expect(page).toHaveURL(listingPagePath(BLOG_PATH, 2))
  await expect(pagesNav.getByText(/^Page 2 of /)).toBeVisible()
  const second = await postsShown(page)
  expect(second.length).toBeGreaterThan(0)
  expect(second.filter(post => first.includes(post))).toEqual([])
  await pagesNav.getByRole("link", { name: "← Newer posts" }).click()
  await expect(page).toHaveURL(BLOG_PATH)
  await expect.poll(() => postsShown(page)).toEqual(first)
  await page.goto(listingPagePath(BLOG_PATH, 2))
  await expectAccessible(page)
})

test("every tag's pages list that tag's posts once, newest first, and count them all", async ({ page }) => {
  expect(Math.max(...tagCounts.values()), "a tag of the test build holds more posts than one page lists").toBeGreaterThan(POSTS_PER_PAGE)
  const archived = await archivedPosts(page)
  const pathsOf = (tag: string) => new Set(publishedOriginals.filter(post => post.tags.includes(tag)).map(post => post.path))
  for (const tag of tags) {
    const tagged = pathsOf(tag)
    const pages = await everyPage(page, tagPath(tag))
    expect(pages.map(({ path }) => path), tag).toEqual(Array.from({ length: pageCount(tagged.size) }, (_, index) => listingPagePath(tagPath(tag), index + 1)))
    expect(pages.flatMap(({ posts }) => posts), tag).toEqual(archived.filter(path => tagged.has(path)))
    // On its last page, which the walk left open: the count is the tag's, not the page's.
    await expect(page.getByText(tagged.size === 1 ? "1 post" : `${tagged.size} posts`, { exact: true })).toBeVisible()
  }
})

test("the sitemap lists every numbered page, and every language alternate it names is a page it lists", async ({ page }) => {
  const urls = await sitemapUrls(page)
  const listed = new Set(urls.map(url => url.loc))
  const archived = await archivedPosts(page)
  const lists = [{ first: BLOG_PATH, posts: archived.length }, ...tags.map(tag => ({ first: tagPath(tag), posts: tagCounts.get(tag)! }))]
  for (const { first, posts } of lists) {
    const count = pageCount(posts)
    for (let number = 1; number <= count + 1; number++) {
      expect(listed.has(absoluteUrl(listingPagePath(first, number))), `${first} page ${number}`).toBe(number <= count)
    }
  }
  for (const url of urls.filter(url => new URL(url.loc).pathname.startsWith(`${BLOG_PATH}/`))) {
    for (const alternate of url.alternates) expect(listed.has(alternate.href), `${url.loc} names ${alternate.href}`).toBe(true)
  }
})

test.describe("a page number the blog does not have", () => {
  // These visits ask for missing pages on purpose, so the browser's report of each 404 answer is expected.
  test.use({ notFoundExpected: true })

  test("shows the not-found page, never a copy of another page", async ({ page, request }) => {
    const archived = await archivedPosts(page)
    const past = pageCount(archived.length) + 1
    const tag = tags[0]
    const missing = [
      listingPagePath(BLOG_PATH, past),
      `${BLOG_PATH}/page/0`,
      `${BLOG_PATH}/page/01`,
      `${BLOG_PATH}/page/1`,
      `${BLOG_PATH}/page/-1`,
      `${BLOG_PATH}/page/two`,
      `${BLOG_PATH}/page`,
      `${BLOG_PATH}/2`,
      `${tagPath(tag)}/page/1`,
      listingPagePath(tagPath(tag), pageCount(tagCounts.get(tag)!) + 1),
      `${tagAliasPath(tag)}/page/2`,
    ]
    for (const path of missing) expect((await request.get(path)).status(), path).toBe(404)
    await page.goto(listingPagePath(BLOG_PATH, past))
    await expect(page.getByRole("heading", { name: "404 - Lost in the Mosh Pit!" })).toBeVisible()
  })
})
