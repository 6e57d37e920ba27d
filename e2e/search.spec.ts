import fs from "node:fs"
import path from "node:path"
import { gunzipSync } from "node:zlib"
import type { Request } from "@playwright/test"
import { SEARCH_TEXT } from "../src/components/search/texts"
import { SEARCHED_PAGES } from "../src/lib/search-pages"
import { THEME_COOKIE } from "../src/lib/theme"
import { draftFiles, experiments, longDate, publicArticles, TEST_DRAFT_SENTENCE } from "./content"
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"
import { openSearch, resultFor, searchDialog } from "./search-helpers"
import { articleWithUniqueWord, draftWords } from "./search-words"

const english = articleWithUniqueWord("en")
const spanish = articleWithUniqueWord("es")
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/** Every page the built index holds, as Pagefind wrote them (gzip after a 12-byte signature, or plain after it). */
function indexedPages(): Array<{ url: string; content: string }> {
  const dir = path.join(__dirname, "..", "public", "pagefind", "fragment")
  return fs.readdirSync(dir).map(name => {
    const raw = fs.readFileSync(path.join(dir, name))
    const data = raw.subarray(0, 12).toString() === "pagefind_dcd" ? raw : gunzipSync(raw)
    return JSON.parse(data.subarray(12).toString("utf8")) as { url: string; content: string }
  })
}

for (const { article, word } of [english, spanish]) {
  test(`a word of its body finds a ${article.lang === "en" ? "English" : "Spanish"} article from a page in that language, with its title, excerpt, date and tags`, async ({ page }) => {
    const lang = article.lang as "en" | "es"
    // Searched from another article in that language, so the hit is not the page being read.
    await gotoInteractive(page, publicArticles.find(other => other.lang === lang && other.path !== article.path)!.path)
    const { dialog, field } = await openSearch(page, lang)
    await field.fill(word)
    const hit = resultFor(dialog, article.path)
    await expect(hit.getByRole("link", { name: article.title, exact: true })).toBeVisible()
    const marked = await hit.locator("mark").allTextContents()
    expect(marked.map(plain).some(text => text.includes(word))).toBe(true)
    await expect(hit.locator("time")).toHaveText(longDate(article.date))
    for (const tag of article.tags) await expect(hit).toContainText(`#${tag}`)
    await expect(dialog.getByRole("status")).toHaveText(SEARCH_TEXT[lang].results(1))

    // The result leads to the article's own address, and the dialog goes with the page it was opened on.
    await hit.getByRole("link", { name: article.title, exact: true }).click()
    await expect(page).toHaveURL(article.path)
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible()
    await expect(dialog).toBeHidden()
  })
}

test("the reader's language comes first, and one click searches every language", async ({ page }) => {
  const es = SEARCH_TEXT.es
  await gotoInteractive(page, spanish.article.path)
  const { dialog, field } = await openSearch(page, "es")
  await expect(dialog.getByRole("radio", { name: es.thisLanguage })).toBeChecked()
  await field.fill(english.word)
  await expect(dialog.getByRole("status")).toHaveText(`${es.noResults(english.word)} ${es.more(1)}`)
  await expect(dialog.getByRole("listitem")).toHaveCount(0)

  await dialog.getByRole("radio", { name: es.allLanguages }).check()
  await expect(resultFor(dialog, english.article.path)).toBeVisible()
  await expect(dialog.getByRole("status")).toHaveText(es.results(1))

  // And back: a Spanish word is found in Spanish only.
  await dialog.getByRole("radio", { name: es.thisLanguage }).check()
  await field.fill(spanish.word)
  await expect(resultFor(dialog, spanish.article.path)).toBeVisible()
})

test("empty and unanswered searches say so, in the page's language", async ({ page }) => {
  for (const [path, lang] of [["/about", "en"], [spanish.article.path, "es"]] as const) {
    await gotoInteractive(page, path)
    const { dialog, field } = await openSearch(page, lang)
    const text = SEARCH_TEXT[lang]
    await expect(dialog.getByRole("status")).toHaveText(text.empty)
    await field.fill("zzqxjv")
    await expect(dialog.getByRole("status")).toHaveText(text.noResults("zzqxjv"))
    await field.fill("")
    await expect(dialog.getByRole("status")).toHaveText(text.empty)
  }
})

test("/search?q= works as a shared link and keeps the address up to date", async ({ page }) => {
  await gotoInteractive(page, `/search?q=${encodeURIComponent(spanish.word)}&lang=es`)
  await expect(page.getByRole("heading", { level: 1, name: SEARCH_TEXT.es.title })).toBeVisible()
  const field = page.getByRole("searchbox", { name: SEARCH_TEXT.es.label })
  await expect(field).toHaveValue(spanish.word)
  await expect(resultFor(page.getByRole("main"), spanish.article.path)).toBeVisible()

  await gotoInteractive(page, `/search?q=${encodeURIComponent(english.word)}`)
  await expect(resultFor(page.getByRole("main"), english.article.path)).toBeVisible()
  await page.getByRole("searchbox", { name: SEARCH_TEXT.en.label }).fill("zzqxjv")
  await expect(page).toHaveURL("/search?q=zzqxjv")
  await expect(page.getByRole("main").getByRole("status")).toHaveText(SEARCH_TEXT.en.noResults("zzqxjv"))
})

test("the search page is a plain form before its script runs, and kept out of search engines", async ({ request }) => {
  const html = await (await request.get("/search")).text()
  expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/)
  expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"/)
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
})

test("drafts are never found, nor held by the index", async ({ page }) => {
  expect(draftWords.length).toBeGreaterThan(0)
  const draftPaths = draftFiles.map(draft => draft.path)
  // A word of each draft that no public page has: all languages, and never a draft among what is found.
  for (const { word } of draftWords) {
    await gotoInteractive(page, `/search?q=${encodeURIComponent(word)}`)
    await page.getByRole("radio", { name: SEARCH_TEXT.en.allLanguages }).check()
    const status = page.getByRole("main").getByRole("status")
    // Done searching: "4 results" or "No results for …".
    await expect(status).toHaveText(/result/)
    const found = await page.getByRole("main").getByRole("listitem").getByRole("link").evaluateAll(links => links.map(link => link.getAttribute("href")))
    expect(found.filter(href => draftPaths.includes(href!))).toEqual([])
  }
  const indexed = indexedPages()
  expect(indexed.filter(entry => draftPaths.includes(entry.url))).toEqual([])
  expect(indexed.filter(entry => entry.content.includes(TEST_DRAFT_SENTENCE))).toEqual([])
})

test("the index holds exactly the published articles, translations, projects, experiments, about and now, at their own addresses", async ({ request }) => {
  const expected = [...publicArticles.map(article => article.path), ...SEARCHED_PAGES, ...experiments.map(experiment => experiment.path)]
  const urls = indexedPages().map(entry => entry.url)
  expect([...urls].sort()).toEqual([...new Set(expected)].sort())
  for (const url of urls) expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200)
})

/** Requests for search: Pagefind's files and the dialog's own code (the only scripts carrying its words). */
async function searchRequests(requests: readonly Request[]): Promise<Request[]> {
  const found: Request[] = []
  for (const request of requests) {
    if (request.url().includes("/pagefind/")) found.push(request)
    else if (request.resourceType() === "script" && (await (await request.response())?.text().catch(() => ""))?.includes(SEARCH_TEXT.en.empty)) found.push(request)
  }
  return found
}

test("search's code and index load only when the reader opens it", async ({ page }) => {
  const requests: Request[] = []
  page.on("request", request => requests.push(request))
  await gotoInteractive(page, english.article.path)
  await page.waitForLoadState("networkidle")
  expect((await searchRequests(requests)).map(request => request.url())).toEqual([])

  const { dialog, field } = await openSearch(page)
  await field.fill(english.word)
  await expect(resultFor(dialog, english.article.path)).toBeVisible()
  await page.waitForLoadState("networkidle")
  const loaded = await searchRequests(requests)
  const names = loaded.map(request => new URL(request.url()).pathname)
  expect(names).toContain("/pagefind/pagefind.js")
  expect(names.some(name => /^\/pagefind\/wasm\.\w+\.pagefind$/.test(name))).toBe(true)
  expect(names.some(name => name.startsWith("/pagefind/index/"))).toBe(true)
  expect(names.some(name => name.startsWith("/pagefind/fragment/"))).toBe(true)
  expect(names.some(name => !name.startsWith("/pagefind/"))).toBe(true)

  // The figure the issue asks for: what one query costs over the wire, the site's search code included.
  const bytes = (await Promise.all(loaded.map(async request => (await request.sizes()).responseBodySize))).reduce((a, b) => a + b, 0)
  console.log(`search payload for one query: ${(bytes / 1024).toFixed(1)} KB in ${loaded.length} files (${names.join(", ")})`)
})

test("the keyboard: / opens search, Tab stays inside, Escape closes and gives focus back", async ({ page }) => {
  await gotoInteractive(page, "/about")
  await page.keyboard.press("/")
  const { dialog, field } = await searchDialog(page, "en")
  await field.pressSequentially(english.word)
  await expect(resultFor(dialog, english.article.path)).toBeVisible()
  // A slash typed in the field is text, not a second search.
  await field.press("/")
  await expect(field).toHaveValue(`${english.word}/`)
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press("Tab")
    expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press("Shift+Tab")
  expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()

  // Opened from the button, focus goes back to it.
  const button = page.getByRole("button", { name: "Search", exact: true })
  await button.focus()
  await page.keyboard.press("Enter")
  await searchDialog(page, "en")
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

test("/ is only a slash while the reader types in a form", async ({ page }) => {
  await gotoInteractive(page, "/contact")
  const name = page.getByRole("textbox").first()
  await name.click()
  await page.keyboard.type("a/b")
  await expect(name).toHaveValue("a/b")
  await expect(page.getByRole("dialog")).toHaveCount(0)
})

for (const theme of ["dark", "light"]) {
  test(`search has no accessibility violations, ${theme} theme`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }])
    await gotoInteractive(page, spanish.article.path)
    const { dialog, field } = await openSearch(page, "es")
    await field.fill(spanish.word)
    await expect(resultFor(dialog, spanish.article.path)).toBeVisible()
    await expectAccessible(page)

    await gotoInteractive(page, `/search?q=${encodeURIComponent(english.word)}`)
    await expect(resultFor(page.getByRole("main"), english.article.path)).toBeVisible()
    await expectAccessible(page)
  })
}
