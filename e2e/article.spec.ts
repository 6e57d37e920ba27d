import { longDate, picturesIn, publicArticles, publishedOriginals, translatedOriginals, translationOf } from "./content"
import { expect, expectAccessible, jsonLd, test } from "./fixtures"

// An English article with what these tests look at: a thumbnail (its posting's image) and a link to another site.
const english = translatedOriginals.find(a => a.lang === "en" && a.thumbnail && /\]\(https:\/\//.test(a.body))!
const spanish = translatedOriginals.find(a => a.lang === "es")!

/** The paragraphs of a Markdown text that are plain prose (no code, list, heading, quote, table or picture). */
const proseParagraphs = (body: string) => body.split(/\n\s*\n/).map(p => p.trim()).filter(p => p && !/^(```|[-*>#|!]|\d+\.)/m.test(p))
/** "Calce:" paragraphs right after a picture: the photo credits. */
const credits = (body: string) => [...body.matchAll(/^!\[[^\]]*\]\([^)]*\)\s*\n\s*\nCalce:/gm)].length

test.describe("an article", () => {
  test("shows the original with its title, date, read time, tags and links", async ({ page }) => {
    await page.goto(`/article/${english.slug}`)
    await expect(page).toHaveTitle(`${english.title} - Riff & Code`)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title)
    await expect(page.locator("article time").first()).toHaveText(longDate(english.date))
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible()
    for (const tag of english.tags) {
      await expect(page.getByRole("list", { name: "Tags" }).getByRole("link", { name: `#${tag}` })).toHaveAttribute("href", `/blog/${encodeURIComponent(tag)}`)
    }
    await expect(page.getByRole("link", { name: "← Back to Blog" })).toHaveAttribute("href", "/blog")
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://riffandcode.dev/article/${english.slug}`)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article")
  })

  test("opens external links in a new tab, safely", async ({ page }) => {
    await page.goto(`/article/${english.slug}`)
    const external = page.locator('article a[href^="https://"]')
    expect(await external.count()).toBeGreaterThan(0)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })

  test("switches language both ways and marks the translation", async ({ page }) => {
    await page.goto(`/article/${english.slug}`)
    await page.getByRole("link", { name: "Leer en Español" }).click()
    await expect(page).toHaveURL(`/article/${english.slug}/es`)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(translationOf(english.slug)!.title)
    await expect(page.getByText("Esta es una traducción automática del inglés")).toBeVisible()
    await expect(page.getByText("¿Te gustó este artículo?")).toBeVisible()
    await expect(page.getByRole("link", { name: "Suscríbete al boletín" })).toHaveAttribute("href", "/newsletter")
    await page.getByRole("link", { name: "Read in English" }).click()
    await expect(page).toHaveURL(`/article/${english.slug}`)

    await page.goto(`/article/${spanish.slug}/en`)
    await expect(page.getByText("This is an automated translation from Spanish")).toBeVisible()
    await expect(page.getByRole("link", { name: "Read the original" })).toHaveAttribute("href", `/article/${spanish.slug}`)
    await expect(page.getByText("Join my monthly newsletter", { exact: false })).toBeVisible()
  })

  test("sends a reader who asks for a missing translation to the original, on a direct load", async ({ page }) => {
    await page.goto(`/article/${english.slug}/en`)
    await expect(page).toHaveURL(`/article/${english.slug}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title)
  })

  test("answers a request for a missing translation with a temporary redirect to the original", async ({ request }) => {
    const response = await request.get(`/article/${english.slug}/en`, { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(new URL(response.headers()["location"], response.url()).pathname).toBe(`/article/${english.slug}`)
  })

  test("styles the 'Calce:' paragraph after an image as a photo credit labelled in the page's language, and keeps line breaks", async ({ page }) => {
    for (const [lang, label] of [["en", "Credit: "], ["es", "Calce: "]] as const) {
      const withCredit = publicArticles.find(a => a.lang === lang && credits(a.body) > 0)!
      await page.goto(withCredit.path)
      const credit = page.locator("p.photo-credit")
      await expect(credit).toHaveCount(credits(withCredit.body))
      for (const each of await credit.all()) await expect(each).toHaveText(new RegExp(`^${label}`))
      if (lang === "en") await expect(page.locator("article")).not.toContainText("Calce:")
    }
    const withLineBreak = publishedOriginals.find(a => proseParagraphs(a.body).some(p => p.includes("\n")))!
    await page.goto(withLineBreak.path)
    expect(await page.locator("article p br").count()).toBeGreaterThan(0)
  })

  test("keeps each picture's place in its text, in a plain colour, until the picture arrives, with no image inlined in the page", async ({ page }) => {
    const article = publicArticles.find(candidate => picturesIn(candidate).length > 0)!
    // Held unanswered: what a reader sees until a picture arrives.
    await page.route(/\/static\/.+\.(?:jpe?g|webp|png)$/, () => {})
    // The page never fires "load" while its pictures are held.
    await page.goto(article.path, { waitUntil: "domcontentloaded" })
    const boxes = page.locator("article .gatsby-resp-image-background-image")
    await expect(boxes.first()).toBeVisible()
    const pageColour = await page.locator("body").evaluate(body => getComputedStyle(body).backgroundColor)
    for (const box of await boxes.all()) {
      const shown = await box.evaluate(element => ({
        height: element.getBoundingClientRect().height,
        colour: getComputedStyle(element).backgroundColor,
        image: getComputedStyle(element).backgroundImage,
        written: element.getAttribute("style") ?? "",
      }))
      expect(shown.height).toBeGreaterThan(0)
      expect(shown.colour).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^transparent$/)
      expect(shown.colour).not.toBe(pageColour)
      expect(shown.image).toBe("none")
      expect(shown.written).not.toContain("data:")
    }
  })

  test("carries breadcrumb and blog-posting structured data", async ({ page }) => {
    await page.goto(`/article/${english.slug}`)
    const [breadcrumbs, posting] = await jsonLd(page)
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList")
    expect((breadcrumbs.itemListElement as Array<{ name: string }>).map(i => i.name)).toEqual(["Home", "Blog", english.title])
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: english.title,
      datePublished: english.date,
      inLanguage: "en",
      keywords: english.tags.join(", "),
      author: { name: "Mateo Ríos" },
      publisher: { name: "Riff & Code" },
    })
    expect(posting.image).toMatch(/^https:\/\/riffandcode\.dev\/static\//)
    expect(posting.description).toBeTruthy()
  })

  test("sends read and scroll-depth events", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = []
      Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) })
    })
    await page.goto(`/article/${english.slug}/es`)
    await expect.poll(() => page.evaluate(() => (window as unknown as { gtagCalls: unknown[] }).gtagCalls.length)).toBeGreaterThan(0)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls.map(c => `${c[1]}`)))
      .toEqual(expect.arrayContaining(["article_read", "read_article", "translation_view", "scroll_depth"]))
    const depths = await page.evaluate(() =>
      (window as unknown as { gtagCalls: Array<[string, string, { value?: number }]> }).gtagCalls
        .filter(c => c[1] === "scroll_depth")
        .map(c => c[2].value),
    )
    expect(depths).toEqual([25, 50, 75, 100])
  })

  // A draft's, opened by the owner, is checked in e2e/owner.spec.ts.
  test("has no accessibility violations on an original and a translation", async ({ page }) => {
    for (const path of [english.path, translationOf(spanish.slug)!.path]) {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expectAccessible(page)
    }
  })
})
