import Parser from "rss-parser"
import { readNextByArticle } from "../src/lib/read-next"
import { datedDay } from "../src/lib/schedule"
import { articleFiles, buildDay, testScheduled, TEST_SCHEDULED_SENTENCE, translationOf } from "./content"
import { expect, gotoInteractive, test } from "./fixtures"
import { resultFor } from "./search-helpers"

// The scheduled test post on the two builds whose clocks package.json sets around its day:
// build:e2e's, a year before it (drafts-sealed.spec.ts searches that build for every trace of it),
// and build:react's, the first moment of its day, which the smoke run tests (E2E_SMOKE=1).
const post = testScheduled
const translation = translationOf(post.slug)!
const itsDayHasCome = datedDay(post.date)! <= buildDay

test.describe("a post dated after the build's day", () => {
  test.skip(itsDayHasCome, "this build runs on or after the post's day: see the tests of its day")
  test.use({ notFoundExpected: true })

  test("is a draft: its addresses answer as unknown ones, and no list shows it", async ({ page }) => {
    expect(post).toMatchObject({ status: "draft", scheduled: true })
    for (const address of [post.path, translation.path]) {
      expect((await page.goto(address))?.status(), address).toBe(404)
      await expect(page.getByRole("heading", { name: "404 - Lost in the Mosh Pit!" })).toBeVisible()
    }
    for (const address of ["/", "/blog", ...post.tags.map(tag => `/blog/${tag}`)]) {
      await page.goto(address)
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
      await expect(page.getByText(post.title), address).toHaveCount(0)
    }
  })
})

test.describe("a post on its day", () => {
  test.skip(!itsDayHasCome, "this build runs before the post's day: see the tests of the days before")

  test("is listed newest on the home page, the blog and its tags' pages", async ({ page }) => {
    expect(post).toMatchObject({ status: "published", scheduled: false })
    await page.goto("/")
    await expect(page.getByRole("list", { name: "Latest posts" }).getByRole("heading").first()).toHaveText(post.title)
    for (const address of ["/blog", ...post.tags.map(tag => `/blog/${tag}`)]) {
      await page.goto(address)
      await expect(page.getByRole("list", { name: "Posts" }).getByRole("heading").first(), address).toHaveText(post.title)
    }
  })

  test("has its page and its translation's, each with its social preview", async ({ page, request }) => {
    for (const version of [post, translation]) {
      expect((await page.goto(version.path))?.status(), version.path).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(version.title)
      await expect(page.getByText("DRAFT - Not Published Yet")).toHaveCount(0)
      const image = await page.locator('meta[property="og:image"]').getAttribute("content")
      expect(image).toMatch(new RegExp(`^https://riffandcode\\.dev/og/${post.slug}`))
      const picture = await request.get(new URL(image!).pathname)
      expect(picture.headers()["content-type"]).toBe("image/png")
    }
  })

  test("is in the main feed, its language's and its tags', and in the sitemap with its translation", async ({ request }) => {
    const titlesOf = async (address: string) => (await new Parser().parseString(await (await request.get(address)).text())).items.map(item => item.title)
    expect(await titlesOf("/rss.xml")).toContain(post.title)
    expect(await titlesOf(`/${post.lang}/rss.xml`)).toContain(post.title)
    expect(await titlesOf(`/${translation.lang}/rss.xml`)).toContain(translation.title)
    for (const tag of post.tags) expect(await titlesOf(`/blog/${tag}/rss.xml`), tag).toContain(post.title)

    const index = await (await request.get("/sitemap-index.xml")).text()
    const sitemaps = [...index.matchAll(/<loc>https:\/\/riffandcode\.dev(\/[^<]+)<\/loc>/g)].map(match => match[1])
    const listed = (await Promise.all(sitemaps.map(async address => (await request.get(address)).text()))).join("")
    const entry = [...listed.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(match => match[1]).find(url => url.includes(`<loc>https://riffandcode.dev${post.path}</loc>`))
    expect(entry).toMatch(new RegExp(`hreflang="${translation.lang}"[^>]*https://riffandcode\\.dev${translation.path}"`))
  })

  test("is found by search, and offered to read next after the article before it", async ({ page }) => {
    expect(post.body).toContain(TEST_SCHEDULED_SENTENCE)
    const word = TEST_SCHEDULED_SENTENCE.split(" ")[1]
    await gotoInteractive(page, `/search?q=${encodeURIComponent(word)}`)
    await expect(resultFor(page.getByRole("main"), post.path)).toBeVisible()

    const before = readNextByArticle(articleFiles.map(article => ({ ...article, id: article.path }))).get(post.path)!.previous!
    await page.goto(before)
    const next = page.getByRole("navigation", { name: "Read next" }).getByRole("link").filter({ hasText: "Next article →" })
    await expect(next).toHaveAttribute("href", post.path)
  })
})
