import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { startLocalCms, type LocalCms } from "../../scripts/local-cms"
import { tagFeedPath } from "../../src/lib/feed-links"
import { articlePath, languageFeedPath, MAIN_FEED_PATH, tagPath, translationPath } from "../../src/lib/paths"
import { buildDay, declaredTags, longDate } from "../content"
import { expect, test } from "../fixtures"
import { answerDialogs, appendToBody, choose, field, newEntry, openCollection, publishNow, reachProxyOn, signIn, typeWords, uploadPicture, writeBody } from "./decap-screens"
import { buildSite, copySite, PORTS, serveSite, type Served } from "./site-copy"

// An editor's day through Decap CMS's own screens, on its local backend (decap-server) over a copy
// of the site; then the copy built as it was left, and read. Nothing here writes a content file
// but the CMS.

/** The day `days` after an ISO day. */
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const PICTURE = path.join(__dirname, "workbench.jpg")
// Two tags an English article may carry: none of the Spanish ones.
const tags = declaredTags.filter(tag => tag.lang !== "es").map(({ tag }) => tag)

const ARTICLES = { label: "Articles", singular: "Article" }

const original = {
  title: "A Workbench Guitar, Tuned by Ear",
  slug: "a-workbench-guitar-tuned-by-ear",
  date: dayAfter(buildDay, -3),
  excerpt: "Six strings, one tuning fork and an afternoon at the bench.",
  tags: tags.slice(0, 2),
  section: "Strings first",
  sentence: "The low E string hums against the tuning fork until the beating slows to nothing.",
}
const translation = {
  title: "Una guitarra de taller, afinada de oído",
  section: "Primero las cuerdas",
  sentence: "La sexta cuerda zumba contra el diapasón hasta que el batido se apaga.",
}
const scheduled = {
  title: "Notes From a Rehearsal Still to Come",
  slug: "notes-from-a-rehearsal-still-to-come",
  date: dayAfter(buildDay, 30),
  sentence: "The drummer counts in a song nobody has written yet.",
}
const aboutSentence = "On Tuesdays I answer readers' letters about old guitars, one reply per letter."
const renamed = {
  before: { title: "Strings I Stopped Buying", slug: "strings-i-stopped-buying" },
  after: { title: "Strings I Still Buy", slug: "strings-i-still-buy" },
  date: dayAfter(buildDay, -10),
  sentence: "Phosphor bronze, light gauge, and a spare set in the glovebox.",
}

let site: string
let cms: LocalCms | undefined
let served: Served | undefined

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  site = copySite()
  cms = await startLocalCms({ root: site, port: PORTS.cms, proxyPort: PORTS.proxy })
})

test.afterAll(async () => {
  await cms?.stop()
  await served?.stop()
  if (site) fs.rmSync(site, { recursive: true, force: true })
})

/** The fields every article of the day fills in, in the form's order. */
async function fillArticle(page: Page, article: { title: string; date: string; lang: string; status: string }): Promise<void> {
  await field(page, "Title").fill(article.title)
  await field(page, "Date").fill(article.date)
  await choose(page, "Status", article.status)
  await choose(page, "Language", article.lang)
}

/** A published English article with one section, saved through the CMS; its slug as Decap named it. */
async function publishArticle(page: Page, article: { title: string; date: string; sentence: string }): Promise<string> {
  await newEntry(page, ARTICLES)
  await fillArticle(page, { ...article, lang: "English", status: "Published" })
  await writeBody(page, article.sentence)
  return publishNow(page, "articles")
}

/** A file of the copy as the CMS left it. */
const saved = (file: string) => fs.readFileSync(path.join(site, file), "utf8")
const frontMatter = (file: string) => saved(file).split(/^---$/m)[1]

test("an editor's day in the CMS: an article with its picture and translation, a scheduled post, the about page, a rename", async ({ page, consoleErrors }, testInfo) => {
  await reachProxyOn(page, PORTS.proxy)
  answerDialogs(page)
  await signIn(page, cms!.url)

  await test.step("an English article with a picture, tags and a date", async () => {
    await newEntry(page, ARTICLES)
    await fillArticle(page, { ...original, lang: "English", status: "Published" })
    await field(page, "Excerpt").fill(original.excerpt)
    await uploadPicture(page, PICTURE)
    await typeWords(page, "Tags", original.tags)
    await writeBody(page, `## ${original.section}\n\n${original.sentence}`)
    expect(await publishNow(page, "articles")).toBe(original.slug)
  })

  await test.step("its Spanish translation, begun from the original's preview", async () => {
    const preview = page.frameLocator("#preview-pane")
    const [tab] = await Promise.all([page.context().waitForEvent("page"), preview.getByRole("link", { name: "Translate into Spanish" }).click()])
    tab.on("console", message => message.type() === "error" && consoleErrors.push(`translation tab console: ${message.text()}`))
    tab.on("pageerror", error => consoleErrors.push(`translation tab uncaught: ${error.message}`))
    answerDialogs(tab)
    await expect(field(tab, "Translation of (slug of the original)")).toHaveValue(original.slug, { timeout: 60_000 })
    await field(tab, "Title").fill(translation.title)
    await field(tab, "Date").fill(original.date)
    await choose(tab, "Status", "Published")
    await writeBody(tab, `## ${translation.section}\n\n${translation.sentence}`)
    // Named as the build pairs a translation with its original.
    expect(await publishNow(tab, "translations")).toBe(`${original.slug}-es`)
  })

  await test.step("a post scheduled for a later day", async () => {
    expect(await publishArticle(page, scheduled)).toBe(scheduled.slug)
  })

  await test.step("the about page", async () => {
    await openCollection(page, "Pages")
    await page.getByRole("link", { name: /\(\/about\)/ }).click()
    await appendToBody(page, aboutSentence)
    await publishNow(page, "pages")
  })

  await test.step("a renamed article: a copy under its new name that lists the old one, and the old entry deleted", async () => {
    expect(await publishArticle(page, { ...renamed.before, date: renamed.date, sentence: renamed.sentence })).toBe(renamed.before.slug)
    // Decap keeps an entry's file name, whatever its title becomes: the new name is a new entry.
    await page.getByRole("button", { name: "Published", exact: true }).click()
    await page.getByRole("menuitem", { name: "Duplicate" }).click()
    // The copy is a new entry holding the old one's fields, not saved yet; until its form replaces
    // the old entry's, the old one stays on the screen, saved.
    await expect(page.getByRole("link", { name: /^← Writing in Articles collection\s*Unsaved Changes$/ })).toBeVisible()
    await expect(field(page, "Title")).toHaveValue(renamed.before.title)
    await field(page, "Title").fill(renamed.after.title)
    await typeWords(page, "Earlier addresses", [renamed.before.slug])
    expect(await publishNow(page, "articles")).toBe(renamed.after.slug)
    await openCollection(page, "Articles")
    await page.getByRole("link", { name: new RegExp(`^${renamed.before.title} \\(`) }).click()
    await expect(page).toHaveURL(new RegExp(`#/collections/articles/entries/${renamed.before.slug}$`))
    await page.getByRole("button", { name: "Delete entry" }).click()
    await expect(page).toHaveURL(/#\/collections\/articles$/)
  })

  // Decap keeps asking decap-server for the entries it shows; what it asks as the test ends goes unanswered.
  await page.context().unrouteAll({ behavior: "ignoreErrors" })

  const written = [
    `content/articles/${original.slug}.md`,
    `content/articles/${original.slug}-es.md`,
    `content/articles/${scheduled.slug}.md`,
    `content/articles/${renamed.after.slug}.md`,
    "content/pages/about.md",
  ]
  for (const file of written) await testInfo.attach(`front matter of ${file}`, { body: frontMatter(file), contentType: "text/yaml" })
  console.log(written.map(file => `--- ${file}:${frontMatter(file)}`).join("\n"))
  // The picture lands beside the articles, and the article names it as the build reads pictures.
  expect(fs.readFileSync(path.join(site, "content/articles/images/workbench.jpg"))).toEqual(fs.readFileSync(PICTURE))
  const thumbnail = /^thumbnail: (.+)$/m.exec(frontMatter(`content/articles/${original.slug}.md`))?.[1]
  expect(path.resolve(site, "content/articles", thumbnail ?? "")).toBe(path.join(site, "content/articles/images/workbench.jpg"))
  expect(saved("content/pages/about.md")).toContain(aboutSentence)
  expect(fs.existsSync(path.join(site, `content/articles/${renamed.before.slug}.md`))).toBe(false)
})

test.describe("the site built from what the CMS wrote", () => {
  test.use({ notFoundExpected: true })

  test("shows the article, its picture, tags, feeds and translation, the new about text, keeps the scheduled post out and sends the old name on", async ({ page }) => {
    await buildSite(site)
    served = await serveSite(site, PORTS.site)
    const at = (pathname: string) => `${served!.url}${pathname}`

    await test.step("the article with its picture and tags", async () => {
      await page.goto(at(articlePath(original.slug)))
      await expect(page.getByRole("heading", { level: 1, name: original.title })).toBeVisible()
      await expect(page.getByRole("heading", { level: 2, name: original.section })).toBeVisible()
      await expect(page.getByText(original.sentence)).toBeVisible()
      await expect(page.getByText(longDate(original.date)).first()).toBeVisible()
      const picture = page.locator("article img").first()
      await picture.scrollIntoViewIfNeeded()
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      for (const tag of original.tags) await expect(page.locator(`a[href="${tagPath(tag)}"]`).first()).toBeVisible()
    })

    await test.step("the language switch between original and translation", async () => {
      await page.getByRole("link", { name: "Leer en Español" }).click()
      await expect(page).toHaveURL(new RegExp(`${translationPath(original.slug, "es")}(#.*)?$`))
      await expect(page.getByRole("heading", { level: 1, name: translation.title })).toBeVisible()
      await expect(page.getByText(translation.sentence)).toBeVisible()
      await page.getByRole("link", { name: "Read in English" }).click()
      await expect(page).toHaveURL(new RegExp(`${articlePath(original.slug)}(#.*)?$`))
    })

    await test.step("its tags' pages and the feeds", async () => {
      for (const tag of original.tags) {
        await page.goto(at(tagPath(tag)))
        await expect(page.getByRole("link", { name: original.title }).first()).toBeVisible()
      }
      const feed = async (pathname: string) => {
        const response = await page.request.get(at(pathname))
        expect(response.status(), pathname).toBe(200)
        return response.text()
      }
      for (const pathname of [MAIN_FEED_PATH, languageFeedPath("en"), languageFeedPath("en", "atom"), languageFeedPath("en", "json"), ...original.tags.map(tag => tagFeedPath(tag, "en"))]) {
        expect(await feed(pathname), pathname).toContain(original.title)
      }
      expect(await feed(languageFeedPath("es"))).toContain(translation.title)
      for (const pathname of [MAIN_FEED_PATH, languageFeedPath("en")]) expect(await feed(pathname), pathname).not.toContain(scheduled.title)
    })

    await test.step("the scheduled post is not out", async () => {
      const response = await page.goto(at(articlePath(scheduled.slug)))
      expect(response?.status()).toBe(404)
      await page.goto(at("/blog"))
      await expect(page.getByRole("link", { name: original.title }).first()).toBeVisible()
      await expect(page.getByText(scheduled.title)).toHaveCount(0)
    })

    await test.step("the about page's new text", async () => {
      await page.goto(at("/about"))
      await expect(page.getByText(aboutSentence)).toBeVisible()
    })

    await test.step("the renamed article's old address sends readers to the new one", async () => {
      const response = await page.request.get(at(articlePath(renamed.before.slug)), { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(new URL(response.headers().location, served!.url).pathname).toBe(articlePath(renamed.after.slug))
      await page.goto(at(articlePath(renamed.before.slug)))
      await expect(page).toHaveURL(at(articlePath(renamed.after.slug)))
      await expect(page.getByRole("heading", { level: 1, name: renamed.after.title })).toBeVisible()
      await expect(page.getByText(renamed.sentence)).toBeVisible()
    })
  })
})
