import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { headingList } from "../plugins/gatsby-remark-article/anchors"
import { parseMarkdown } from "../plugins/gatsby-remark-article/parse"
import { sharedAsIs } from "../src/lib/social-image"
import { bodyDigest, translationFreshness } from "../src/lib/translation-freshness"
import { originals, publicArticles, translatedOriginals, translationOf, type ArticleFile } from "./content"
import { expect, jsonLd, test } from "./fixtures"

const root = path.join(__dirname, "..")

// Drafts are sealed, so their headings are not in their pages' HTML.
const translations = publicArticles.filter(a => a.translationOf)
const originalOf = (translation: ArticleFile) => originals.find(a => a.slug === translation.translationOf)!
// An English original long enough to read on into its fourth section.
const english = translatedOriginals.find(a => a.lang === "en" && a.sections.length >= 4)!
const spanish = translationOf(english.slug)!

/** Where a heading's top is in the viewport, in pixels. */
const topOf = (page: Page, name: string) =>
  page.getByRole("heading", { level: 2, name, exact: true }).evaluate(heading => heading.getBoundingClientRect().top)

test.describe("switching language in place", () => {
  test("from the middle of an article lands on the same section in the other language, and back", async ({ page }) => {
    await page.goto(english.path)
    const heading = page.getByRole("heading", { level: 2, name: english.sections[2], exact: true })
    const anchor = (await heading.getAttribute("id"))!
    expect(anchor).toBeTruthy()
    // The reader scrolls down to the third section and reads on a little. (Repeated until the page
    // is interactive: the frame scrolls a freshly loaded page to the top once it has started.)
    const languageLink = page.getByRole("link", { name: "Leer en Español" })
    await expect(async () => {
      await heading.evaluate(h => h.scrollIntoView())
      await page.mouse.wheel(0, 200)
      await expect(languageLink).toHaveAttribute("href", `${spanish.path}#${anchor}`, { timeout: 1000 })
    }).toPass()
    await expect(languageLink).toBeInViewport()

    // From the keyboard: a mouse left over the top of the page would hover the frame's links.
    await languageLink.press("Enter")
    await expect(page).toHaveURL(`${spanish.path}#${anchor}`)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    const landed = page.getByRole("heading", { level: 2, name: spanish.sections[2], exact: true })
    await expect(landed).toHaveAttribute("id", anchor)
    await expect.poll(() => topOf(page, spanish.sections[2])).toBeGreaterThanOrEqual(0)
    await expect.poll(() => topOf(page, spanish.sections[2])).toBeLessThan(120)

    // Reading on into the next section and going back to English lands there too.
    // The link follows the section read once the page has seen the scroll: pressed before, it would
    // still name the section before (which a busy machine once showed).
    const next = page.getByRole("heading", { level: 2, name: spanish.sections[3], exact: true })
    const nextAnchor = (await next.getAttribute("id"))!
    await next.evaluate(h => h.scrollIntoView())
    const back = page.getByRole("link", { name: "Read in English" })
    await expect(back).toHaveAttribute("href", new RegExp(`^${english.path}#.+`))
    await expect(back).toHaveAttribute("href", `${english.path}#${nextAnchor}`)
    await back.press("Enter")
    await expect(page).toHaveURL(new RegExp(`^[^#]*${english.path}#`))
    await expect.poll(() => topOf(page, english.sections[3])).toBeGreaterThanOrEqual(0)
    await expect.poll(() => topOf(page, english.sections[3])).toBeLessThan(120)
  })

  test("opening an address with a section lands on that section", async ({ page }) => {
    await page.goto(english.path)
    const anchor = await page.getByRole("heading", { level: 2, name: english.sections[1], exact: true }).getAttribute("id")
    await page.goto(`${spanish.path}#${anchor}`)
    await expect.poll(() => topOf(page, spanish.sections[1])).toBeGreaterThanOrEqual(0)
    await expect.poll(() => topOf(page, spanish.sections[1])).toBeLessThan(120)
  })

  test("every translation whose headings line up with its original's carries the original's anchors", async ({ page }) => {
    const anchorsOf = async (path: string) => {
      const html = await (await page.request.get(path)).text()
      return [...html.matchAll(/<h[1-6] id="([^"]+)"/g)].map(match => match[1])
    }
    // The build shares anchors only between outlines of the same shape (it warns about the others).
    const shape = (article: ArticleFile) => headingList(parseMarkdown(article.body)).map(heading => heading.depth)
    const linedUp = translations.filter(translation => shape(originalOf(translation)).join() === shape(translation).join())
    expect(linedUp).toContain(spanish)
    for (const translation of linedUp) {
      expect(await anchorsOf(translation.path), translation.slug).toEqual(await anchorsOf(originalOf(translation).path))
    }
  })
})

test.describe("translation freshness", () => {
  test("a translation says its original has changed exactly when it records other than its original's current text", async ({ page }) => {
    for (const translation of translations) {
      const html = await (await page.request.get(translation.path)).text()
      expect(html, translation.slug).toContain(translation.lang === "es" ? "Esta es una traducción automática" : "This is an automated translation")
      const outdated = translationFreshness(translation.sourceDigest, bodyDigest(originalOf(translation).body)) === "outdated"
      const notice = /original has changed since this translation|cambió después de hacerse esta traducción/.test(html)
      expect(notice, translation.slug).toBe(outdated)
    }
  })

  test("a translation's structured data names its language and the original it was made from", async ({ page }) => {
    await page.goto(spanish.path)
    const posting = (await jsonLd(page)).find(block => block["@type"] === "BlogPosting")!
    expect(posting).toMatchObject({
      inLanguage: "es",
      translationOfWork: { "@type": "BlogPosting", url: `https://riffandcode.dev${english.path}`, inLanguage: "en", headline: english.title },
    })
    await page.goto(english.path)
    const original = (await jsonLd(page)).find(block => block["@type"] === "BlogPosting")!
    expect(original).toMatchObject({ inLanguage: "en", workTranslation: { url: `https://riffandcode.dev${spanish.path}`, inLanguage: "es" } })
    expect(original).not.toHaveProperty("translationOfWork")
  })
})

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG")
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test.describe("social preview images", () => {
  // A draft gets none: its title must not be published, not even in a picture (e2e/drafts-sealed.spec.ts).
  const withoutThumbnail = publicArticles.filter(a => !a.thumbnail)

  test("exist for the articles without a thumbnail", () => {
    // at least an original and its translation
    expect(withoutThumbnail.length).toBeGreaterThanOrEqual(2)
  })

  for (const article of withoutThumbnail) {
    test(`${article.path} has a generated 1200x630 picture for Open Graph, Twitter and its structured data`, async ({ page }) => {
      await page.goto(article.path)
      const image = await page.locator('meta[property="og:image"]').getAttribute("content")
      expect(image).toMatch(new RegExp(`^https://riffandcode\\.dev/og/${article.slug}-[0-9a-f]{10}\\.png$`))
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image!)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
      const posting = (await jsonLd(page)).find(block => block["@type"] === "BlogPosting")!
      expect(posting.image).toBe(image)

      const response = await page.request.get(new URL(image!).pathname)
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("image/png")
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
    })
  }

  test("a thumbnail already at the social image's size is shared as the editor's own file; any other as a 1200x630 copy without metadata", async ({ request }) => {
    const withThumbnail = publicArticles.filter(a => a.thumbnail)
    expect(withThumbnail.length).toBeGreaterThan(0)
    for (const article of withThumbnail) {
      const html = await (await request.get(article.path)).text()
      const image = html.match(/<meta property="og:image" content="https:\/\/riffandcode\.dev([^"]+)"/)?.[1]
      expect(image, article.path).toMatch(/^\/static\//)
      const response = await request.get(image!)
      expect(response.status(), image).toBe(200)
      const shared = await response.body()
      const given = fs.readFileSync(path.join(root, path.dirname(article.file), article.thumbnail!))
      if (sharedAsIs(await sharp(given).metadata())) {
        expect(shared.equals(given), `${image} is ${article.thumbnail} as the editor gave it`).toBe(true)
      } else {
        const facts = await sharp(shared).metadata()
        expect({ width: facts.width, height: facts.height, exif: facts.exif }, image).toEqual({ width: 1200, height: 630, exif: undefined })
      }
    }
  })
})
