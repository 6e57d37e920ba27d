import type { Page } from "@playwright/test"
import { readNextByArticle } from "../src/lib/read-next"
import { articleFiles, draftFiles, publicArticles, type ArticleFile } from "./content"
import { expect, expectAccessible, test } from "./fixtures"

// What each page should offer, by the site's own rule (src/lib/read-next.ts, whose unit tests pin
// the choice); these tests check that every page shows it, and the properties a reader relies on.
const chosen = readNextByArticle(articleFiles.map(article => ({ ...article, id: article.path })))
const byPath = new Map(publicArticles.map(article => [article.path, article]))
const articleAt = (path: string | null) => (path === null ? null : byPath.get(path)!)
const time = (article: ArticleFile) => Date.parse(article.date)

const COPY = {
  en: { nav: "Read next", previous: "← Previous article", next: "Next article →", related: "Related articles" },
  es: { nav: "Sigue leyendo", previous: "← Artículo anterior", next: "Artículo siguiente →", related: "Artículos relacionados" },
} as const

/** What the end of the page offers: each link's text and address. */
async function offered(page: Page, lang: "en" | "es") {
  const nav = page.getByRole("navigation", { name: COPY[lang].nav })
  const link = async (label: string) => {
    const found = nav.getByRole("link").filter({ hasText: label })
    if (!(await found.count())) return null
    return { title: (await found.locator("span").nth(1).textContent()) ?? "", href: await found.getAttribute("href") }
  }
  const related = nav.getByRole("list", { name: COPY[lang].related }).getByRole("link")
  return {
    previous: await link(COPY[lang].previous),
    next: await link(COPY[lang].next),
    related: await related.evaluateAll(links => links.map(a => ({ title: a.textContent ?? "", href: a.getAttribute("href") }))),
  }
}

const shown = (article: ArticleFile | null) => (article ? { title: article.title, href: article.path } : null)

// A page in the middle of its language, with related articles: one of each language.
const middleOf = (lang: string) =>
  publicArticles.find(article => {
    const next = chosen.get(article.path)!
    return article.lang === lang && next.previous && next.next && next.related.length > 0
  })!

const drafts = new Set(draftFiles.map(draft => draft.path))
for (const article of publicArticles) {
  test(`${article.path} ends with the previous, the next and the related articles of its language`, async ({ page }) => {
    await page.goto(article.path)
    const lang = article.lang
    const ids = chosen.get(article.path)!
    const expected = { previous: shown(articleAt(ids.previous)), next: shown(articleAt(ids.next)), related: ids.related.map(path => shown(articleAt(path))) }
    expect(await offered(page, lang)).toEqual(expected)

    // What a reader relies on, whatever the content: older behind, newer ahead, same language, shared tags, no draft.
    const previous = articleAt(ids.previous)
    const next = articleAt(ids.next)
    if (previous) expect(time(previous)).toBeLessThanOrEqual(time(article))
    if (next) expect(time(next)).toBeGreaterThanOrEqual(time(article))
    for (const other of [previous, next, ...ids.related.map(articleAt)]) {
      if (!other) continue
      expect(other.lang).toBe(lang)
      expect(drafts.has(other.path)).toBe(false)
    }
    for (const related of ids.related.map(articleAt)) expect(related!.tags.some(tag => article.tags.includes(tag))).toBe(true)
  })
}

test("the oldest article of a language has no previous one, and the newest no next", async ({ page }) => {
  for (const lang of ["en", "es"] as const) {
    const inLanguage = publicArticles.filter(article => article.lang === lang).sort((a, b) => time(a) - time(b))
    await page.goto(inLanguage[0].path)
    await expect(page.getByRole("navigation", { name: COPY[lang].nav }).getByRole("link", { name: new RegExp(COPY[lang].next) })).toHaveCount(1)
    await expect(page.getByRole("navigation", { name: COPY[lang].nav }).getByText(COPY[lang].previous)).toHaveCount(0)
    await page.goto(inLanguage[inLanguage.length - 1].path)
    await expect(page.getByRole("navigation", { name: COPY[lang].nav }).getByText(COPY[lang].previous)).toHaveCount(1)
    await expect(page.getByRole("navigation", { name: COPY[lang].nav }).getByText(COPY[lang].next)).toHaveCount(0)
  }
})

test("the keyboard follows the next article, and the way back is the previous one", async ({ page }) => {
  const article = middleOf("es")
  const next = articleAt(chosen.get(article.path)!.next)!
  await page.goto(article.path)
  const nav = page.getByRole("navigation", { name: "Sigue leyendo" })
  await nav.getByRole("link", { name: new RegExp(COPY.es.next) }).focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(next.path)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title)
  await expect(page.getByRole("navigation", { name: "Sigue leyendo" }).getByRole("link", { name: new RegExp(COPY.es.previous) })).toHaveAttribute("href", article.path)
})

for (const theme of ["dark", "light"]) {
  test(`the end of an article has no accessibility violations in the ${theme} theme`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "theme", value: theme, url: baseURL! }])
    await page.goto(middleOf("en").path)
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme)
    await page.getByRole("navigation", { name: "Read next" }).scrollIntoViewIfNeeded()
    await expectAccessible(page)
  })
}
