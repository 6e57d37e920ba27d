import type { Page } from "@playwright/test"
import Parser from "rss-parser"
import { ownerPassword } from "./owner-credentials"
import { languageTitle } from "../plugins/gatsby-remark-article/code-blocks"
import { MIN_CONTENTS_HEADINGS } from "../src/lib/contents"
import { feedArticles } from "../src/lib/feed-length"
import { ownerAreaPath } from "../src/lib/paths"
import { articleFiles, codeBlocks, contentsHeadings, draftFiles, publicArticles, translatedOriginals, translationOf, type ArticleFile } from "./content"
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"

// Contents and highlighted code, on articles chosen from the content: by how many sections they
// have and whether they hold code in a named language.
const CONTENTS = { en: "Contents", es: "Contenido" } as const
const isLong = (article: ArticleFile) => contentsHeadings(article).length >= MIN_CONTENTS_HEADINGS
const long = translatedOriginals.find(isLong)!
const short = articleFiles.find(article => !isLong(article))
const codeIn = (article: ArticleFile) => codeBlocks(article).find(block => block.language)
const withCode = (lang: string) => publicArticles.find(article => article.lang === lang && codeIn(article))!

/** Opens an article; a draft once the owner has unlocked the owner area, as the owner reads it. */
async function openArticle(page: Page, article: ArticleFile) {
  if (draftFiles.includes(article)) {
    await page.goto(ownerAreaPath)
    await page.getByLabel("Password").fill(ownerPassword())
    await page.getByRole("button", { name: "Unlock" }).click()
    await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
  }
  await page.goto(article.path)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title)
}

/** The anchor each of the article's headings has on the page, in order. */
const anchorsOf = (page: Page, texts: string[]) => Promise.all(texts.map(text => page.getByRole("heading", { name: text, exact: true }).getAttribute("id")))

test.describe("the contents of a long article", () => {
  test("sit beside the text on a wide screen, list its sections in order and lead to each", async ({ page }) => {
    const sections = contentsHeadings(long)
    await gotoInteractive(page, long.path)
    const contents = page.getByRole("navigation", { name: CONTENTS[long.lang] })
    await expect(contents).toBeVisible()
    const links = contents.getByRole("link")
    await expect(links).toHaveText(sections)
    const anchors = await anchorsOf(page, sections)
    expect(await links.evaluateAll(all => all.map(link => link.getAttribute("href")))).toEqual(anchors.map(id => `#${id}`))

    const text = (await page.locator("article p").last().boundingBox())!
    const list = (await contents.boundingBox())!
    expect(list.x).toBeGreaterThanOrEqual(text.x + text.width)

    await links.first().click()
    await expect(page).toHaveURL(new RegExp(`#${anchors[0]}$`))
    await expect(page.getByRole("heading", { name: sections[0], exact: true })).toBeInViewport()
    await links.last().click()
    await expect(page).toHaveURL(new RegExp(`#${anchors.at(-1)}$`))
    await expect(page.getByRole("heading", { name: sections.at(-1), exact: true })).toBeInViewport()
    // They stay in view as the reader goes down the article.
    await expect(links.first()).toBeInViewport()
  })

  test("each heading is a link to its own section, with a visible mark and its name unchanged", async ({ page }) => {
    const sections = contentsHeadings(long)
    await page.goto(long.path)
    const anchors = await anchorsOf(page, sections)
    for (const [i, section] of sections.entries()) {
      const link = page.getByRole("heading", { name: section, exact: true }).getByRole("link", { name: section, exact: true })
      await expect(link).toHaveAttribute("href", `#${anchors[i]}`)
      expect(await link.evaluate(a => getComputedStyle(a, "::after").content)).toMatch(/^"#"/)
    }
  })

  test("of a translation are in its language and lead to the original's anchors", async ({ page }) => {
    const translation = translationOf(long.slug)!
    await page.goto(long.path)
    const anchors = await anchorsOf(page, contentsHeadings(long))
    await page.goto(translation.path)
    const links = page.getByRole("navigation", { name: CONTENTS[translation.lang] }).getByRole("link")
    await expect(links).toHaveText(contentsHeadings(translation))
    expect(await links.evaluateAll(all => all.map(link => link.getAttribute("href")))).toEqual(anchors.map(id => `#${id}`))
  })

  test.describe("of few sections", () => {
    // The short article may be a draft, whose address answers 404 even to the owner: the browser reports it.
    test.use({ notFoundExpected: true })

    test("are not given to an article with fewer sections", async ({ page }) => {
      test.skip(!short, `every article has ${MIN_CONTENTS_HEADINGS} sections or more`)
      await openArticle(page, short!)
      await expect(page.getByRole("navigation", { name: /^(Contents|Contenido)$/ })).toHaveCount(0)
    })
  })

  test("have no accessibility violations, in either theme", async ({ page, context, baseURL }) => {
    for (const theme of ["dark", "light"]) {
      await context.addCookies([{ name: "theme", value: theme, url: baseURL! }])
      await page.goto(long.path)
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme)
      await expectAccessible(page)
    }
  })
})

test("an article's section headings are the size of the section that closes it, though its text is larger than the page's", async ({ page }) => {
  const sections = contentsHeadings(long)
  await openArticle(page, long)
  const main = page.getByRole("main")
  const sizeOf = (name: string) => main.getByRole("heading", { level: 2, name, exact: true }).evaluate(heading => getComputedStyle(heading).fontSize)
  const size = await sizeOf(sections[0])
  const closing = { en: "Enjoyed this article?", es: "¿Te gustó este artículo?" }[long.lang]
  expect(await sizeOf(closing)).toBe(size)
})

test.describe("code in an article", () => {
  const article = withCode("en")
  const block = codeIn(article)!

  test("is highlighted in the HTML the build made, named by its language, coloured by the theme", async ({ page, context, baseURL }) => {
    const html = await (await page.request.get(article.path)).text()
    expect(html).toContain('class="token ')
    const colours: string[][] = []
    for (const theme of ["dark", "light"]) {
      await context.addCookies([{ name: "theme", value: theme, url: baseURL! }])
      await page.goto(article.path)
      const figure = page.getByRole("figure", { name: languageTitle(block.language!) })
      expect(await figure.locator("pre").textContent()).toBe(block.code)
      const tokens = figure.locator("pre span")
      colours.push(await tokens.evaluateAll(spans => [...new Set(spans.map(span => getComputedStyle(span).color))]))
      await expectAccessible(page)
    }
    for (const palette of colours) expect(palette.length).toBeGreaterThan(1)
    expect(colours[0]).not.toEqual(colours[1])
    // Colours come from the stylesheet, never from style attributes in the article's text.
    await expect(page.locator("article pre [style], article pre[style]")).toHaveCount(0)
  })

  test("copies with its button, which says so", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL })
    await gotoInteractive(page, article.path)
    const figure = page.getByRole("figure", { name: languageTitle(block.language!) })
    await figure.getByRole("button", { name: "Copy" }).click()
    await expect(figure.getByRole("button", { name: "Copied" })).toBeVisible()
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(block.code)
  })

  test("copies from the keyboard, in Spanish on a Spanish page", async ({ page, context, baseURL }) => {
    const spanish = withCode("es")
    const code = codeIn(spanish)!
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL })
    await gotoInteractive(page, spanish.path)
    const button = page.getByRole("figure", { name: languageTitle(code.language!) }).getByRole("button", { name: "Copiar" })
    await button.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("status").filter({ hasText: "Copiado" })).toHaveCount(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.code)
  })
})

test("the copy button's script loads with an article that has code, and on no other page", async ({ page }) => {
  const scripts: Array<Promise<string>> = []
  page.on("response", response => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""))
  })
  /** Every script a fresh load of the page fetched, as text. */
  const scriptsOf = async (path: string) => {
    scripts.length = 0
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    return (await Promise.all(scripts)).join("\n")
  }
  // Text only the copy button's code holds, as it survives minification.
  const copyCode = "No se pudo copiar"
  expect(await scriptsOf("/")).not.toContain(copyCode)
  expect(await scriptsOf("/blog")).not.toContain(copyCode)
  const withoutCode = publicArticles.find(article => codeBlocks(article).length === 0)
  if (withoutCode) expect(await scriptsOf(withoutCode.path)).not.toContain(copyCode)
  expect(await scriptsOf(withCode("en").path)).toContain(copyCode)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("code is there to read, with no button that cannot work, and the contents still lead to each section", async ({ page }) => {
    const article = withCode("en")
    const block = codeIn(article)!
    await page.goto(article.path)
    const figure = page.getByRole("figure", { name: languageTitle(block.language!) })
    expect(await figure.locator("pre").textContent()).toBe(block.code)
    await expect(figure.getByRole("button")).toHaveCount(0)

    await page.goto(long.path)
    const links = page.getByRole("navigation", { name: CONTENTS[long.lang] }).getByRole("link")
    await links.last().click()
    await expect(page.getByRole("heading", { name: contentsHeadings(long).at(-1), exact: true })).toBeInViewport()
  })
})

test("the feeds carry each article's code plain and its headings with their anchors", async ({ request }) => {
  for (const lang of ["en", "es"]) {
    // A feed carries its newest articles only: the newest of them with code.
    const article = feedArticles(publicArticles.filter(candidate => candidate.lang === lang)).find(codeIn)
    expect(article, `the ${lang} feed carries an article with code`).toBeDefined()
    if (!article) continue
    const feed = await new Parser().parseString(await (await request.get(`/${article.lang}/rss.xml`)).text())
    const content = feed.items.find(item => item.link === `https://riffandcode.dev${article.path}`)!["content:encoded"] as string
    expect(content).not.toContain('class="token')
    const code = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(content)![1]
    expect(code).not.toMatch(/<(?!\/?code)/)
    const text = code.replace(/<[^>]+>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&")
    expect(text).toBe(codeIn(article)!.code)
    const headings = [...content.matchAll(/<h[23]( [^>]*)?>/g)].map(([tag]) => tag)
    expect(headings).toHaveLength(contentsHeadings(article).length)
    for (const heading of headings) expect(heading).toMatch(/ id="[a-z0-9-]+"/)
  }
})
