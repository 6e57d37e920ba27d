import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { readMarkdown } from "../src/lib/front-matter"
import type { Locator, Page } from "@playwright/test"
import { articleFiles, contentPage, longDate, projectFiles, translationOf, type ArticleFile } from "./content"
import { expect, test } from "./fixtures"

// The CMS with Decap's in-browser test-repo backend: no Git, no login. Its files are real content
// files the test picks. It keeps no pictures, so the CMS shows an entry's picture from the entry's
// public folder (./images/ beside /admin/), which the test answers from the entry's folder.
const root = path.join(__dirname, "..")

/**
 * The site's CMS configuration with the in-browser repository for a backend (YAML reads JSON), in
 * every tab: the way to an entry's translation opens in a new one. `files` (from the site's folder:
 * the owner's content or the tests' own) are the entries of the collection in `folder`.
 */
async function useTestRepo(page: Page, folder: string, files: string[]): Promise<void> {
  const context = page.context()
  await context.route("**/admin/config.yml", async route => {
    const served = await (await route.fetch()).text()
    const { local_backend: _proxy, ...config } = matter(`---\n${served}\n---\n`).data
    await route.fulfill({ contentType: "text/yaml", body: JSON.stringify({ ...config, backend: { name: "test-repo" } }) })
  })
  await context.route("**/admin/images/*", route =>
    route.fulfill({
      contentType: "image/jpeg",
      body: fs.readFileSync(path.join(root, path.dirname(files[0]), "images", path.basename(new URL(route.request().url()).pathname))),
    }),
  )
  // test-repo's files: folders as nested objects.
  const repoFiles: Record<string, unknown> = {}
  let entries = repoFiles
  for (const segment of folder.split("/")) entries = (entries[segment] = {}) as Record<string, unknown>
  for (const file of files) entries[path.basename(file)] = { content: fs.readFileSync(path.join(root, file), "utf8") }
  await context.addInitScript(seeded => Object.assign(window, { repoFiles: seeded }), repoFiles)
}

async function openEntry(page: Page, collection: string, slug: string): Promise<void> {
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 })
  await page.goto(`/admin/#/collections/${collection}/entries/${slug}`)
}

const preview = (page: Page) => page.frameLocator("#preview-pane")

/** Follows a link that opens a new tab, and returns the tab, whose errors count as the test's. */
async function openedBy(page: Page, link: Locator, errors: string[]): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click({ timeout: 30_000 })])
  tab.on("console", message => message.type() === "error" && errors.push(`new tab console: ${message.text()}`))
  tab.on("pageerror", error => errors.push(`new tab uncaught: ${error.message}`))
  return tab
}

/** A section heading written as plain text, so its text is the heading's accessible name. */
const plainSection = (article: ArticleFile) => article.sections.find(section => !/[*_`[\]<]/.test(section))

/**
 * An original with its translation whose bodies have a plain heading: one whose translation states
 * its translationOf, or one paired by its file name alone ({slug}-{lang}.md), which the build and
 * the CMS pair alike.
 */
const pairWhere = (states: boolean) => {
  const original = articleFiles.find(article => {
    const translation = article.translationOf ? undefined : translationOf(article.slug)
    return translation && "translationOf" in translation.written === states && plainSection(article) && plainSection(translation)
  })!
  return { original, translation: translationOf(original.slug)! }
}
const pairs = { "names its original": pairWhere(true), "is paired with its original by its file name alone": pairWhere(false) }
const { original, translation } = pairs["names its original"]

test.describe("the CMS previews entries as the site shows them", () => {
  // Decap's bundle is several megabytes of JavaScript: parsing it takes a while on a busy machine.
  test.slow()

  for (const [kind, { original, translation }] of Object.entries(pairs)) {
    test(`an article in its language, styled by the site's CSS, opens its translation's entry, which ${kind}`, async ({ page, consoleErrors }) => {
      await useTestRepo(page, "content/articles", [original.file, translation.file])
      await openEntry(page, "articles", original.slug)

      const frame = preview(page)
      const article = frame.locator("article").first()
      await expect(frame.getByRole("heading", { level: 1, name: original.title })).toBeVisible({ timeout: 30_000 })
      await expect(frame.getByRole("heading", { name: plainSection(original) })).toBeVisible()
      await expect(article).toHaveAttribute("lang", original.lang)
      // The site's reading width (global.css's token through Article.module.css) and its serif body,
      // once the preview's stylesheet, which loads on its own, has arrived.
      await expect.poll(() => article.evaluate(element => getComputedStyle(element).maxWidth)).toBe("704px")
      const bodyFont = await frame.getByRole("heading", { name: plainSection(original) }).evaluate(h => getComputedStyle(h.parentElement!).fontFamily)
      expect(bodyFont).toContain("Georgia")

      const tab = await openedBy(page, frame.getByRole("link", { name: /^Edit the \w+ translation$/ }), consoleErrors)
      await expect(tab).toHaveURL(new RegExp(`#/collections/articles/entries/${translation.slug}$`))
      const translated = preview(tab)
      await expect(translated.getByRole("heading", { level: 1, name: translation.title })).toBeVisible({ timeout: 60_000 })
      await expect(translated.locator("article").first()).toHaveAttribute("lang", translation.lang)
      await expect(translated.getByRole("link", { name: /^Edit the \w+ original$/ })).toHaveAttribute("href", `/admin/#/collections/articles/entries/${original.slug}`)
    })
  }

  test("an original without its translation offers to create it, tied to the original", async ({ page }) => {
    await useTestRepo(page, "content/articles", [original.file])
    await openEntry(page, "articles", original.slug)

    // Only the link: test-repo cannot open a new entry here (it lists the entries' folder as pictures and fails).
    const create = preview(page).getByRole("link", { name: /^Translate into \w+$/ })
    await expect(create).toHaveAttribute("target", "_blank", { timeout: 30_000 })
    const [route, query] = (await create.getAttribute("href"))!.split("?")
    expect(route).toBe("/admin/#/collections/translations/new")
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ translationOf: original.slug, lang: translation.lang, translatedFrom: original.lang })
  })

  test("a project as its card on /projects", async ({ page }) => {
    const project = projectFiles[0]
    const { data } = readMarkdown(fs.readFileSync(path.join(root, "content/projects", `${project.slug}.md`), "utf8"))
    await useTestRepo(page, "content/projects", [`content/projects/${project.slug}.md`])
    await openEntry(page, "projects", project.slug)

    const card = preview(page).locator("article")
    await expect(card.getByRole("heading", { level: 2, name: new RegExp(project.title) })).toBeVisible({ timeout: 30_000 })
    await expect(card.getByText(data.description as string)).toBeVisible()
    // The card's frame and corners come from the site's shared card style (cards.module.css).
    await expect.poll(() => card.evaluate(element => getComputedStyle(element).borderTopLeftRadius)).toBe("10px")
  })

  test("the now page as its route shows it, with its date", async ({ page }) => {
    const now = contentPage("now")
    // The same reading column as on the site's own /now (the title's size follows the frame's width).
    const look = (article: Locator) => article.evaluate(element => getComputedStyle(element).maxWidth)
    await page.goto("/now")
    const onTheSite = await look(page.locator("article").first())
    expect(onTheSite).toMatch(/^\d+px$/)
    await useTestRepo(page, "content/pages", ["content/pages/now.md"])
    await openEntry(page, "pages", "now")

    const frame = preview(page)
    await expect(frame.getByRole("heading", { level: 1, name: now.title })).toBeVisible({ timeout: 30_000 })
    if (now.lastUpdated) await expect(frame.getByText(`Last updated: ${longDate(now.lastUpdated)}`)).toBeVisible()
    // The preview's stylesheet loads on its own, after the entry is drawn.
    await expect.poll(() => look(frame.locator("article").first())).toBe(onTheSite)
  })
})
