// What an editor does on Decap CMS's own screens: its fields by their labels, its buttons by their
// names, as Decap's English interface shows them.
import type { Locator, Page } from "@playwright/test"
import { DECAP_PROXY_PORT } from "../../scripts/local-cms"
import { expect } from "../fixtures"

// Decap's bundle is several megabytes of JavaScript: parsing it takes a while on a busy machine.
const CMS_LOADS = { timeout: 60_000 }

/**
 * The page asks for decap-server where config.yml's `local_backend` says, port 8081; the test's
 * runs on a port of its own, so that a developer's `npm run cms` and the test never meet. The
 * request goes there unchanged, and decap-server's answer comes back unchanged.
 */
export async function reachProxyOn(page: Page, port: number): Promise<void> {
  await page.context().route(`http://localhost:${DECAP_PROXY_PORT}/**`, async route => {
    const url = new URL(route.request().url())
    url.port = String(port)
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) })
  })
}

/**
 * Answers Decap's browser dialogs as the editor does: yes to deleting the entry they asked to
 * delete, no to restoring a "local backup", which Decap offers on a new entry's form when the form
 * before it was saved less than its backup's two seconds ago (restoring it would replace what the
 * editor has typed with that earlier entry).
 */
export function answerDialogs(page: Page): void {
  page.on("dialog", dialog => void (/delete this published entry/.test(dialog.message()) ? dialog.accept() : dialog.dismiss()))
}

/** Opens the CMS and goes in: with the local backend there is no account, only Decap's Login button. */
export async function signIn(page: Page, cmsUrl: string): Promise<void> {
  await page.goto(cmsUrl)
  await page.getByRole("button", { name: "Login" }).click(CMS_LOADS)
  await expect(page.getByRole("link", { name: "Articles" })).toBeVisible(CMS_LOADS)
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A field's control by its label, which Decap follows with "(optional)" on a field that may be left empty. */
export const field = (page: Page, label: string): Locator => page.getByLabel(new RegExp(`^${escaped(label)}( \\(optional\\))?$`))

/** Picks an option of a select field (react-select: the label names its text box, the options open below). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

/** Types into a list field of words, separated by commas as its hint says. */
export const typeWords = (page: Page, label: string, words: readonly string[]) => field(page, label).fill(words.join(", "))

/** The Markdown body in Decap's Markdown mode, whose lines are the file's lines. */
async function markdownBody(page: Page): Promise<Locator> {
  // The switch between "Rich Text" and "Markdown" tells its state only by the formatting buttons,
  // which work in rich text alone; the mode an editor picks is kept for the next entry.
  const bold = page.getByRole("button", { name: "Bold" })
  if (await bold.isEnabled()) await page.getByRole("switch").click()
  await expect(bold).toBeDisabled()
  return page.locator('[data-slate-editor="true"]')
}

/** Types Markdown into an empty body, line by line as an editor would. */
export async function writeBody(page: Page, markdown: string): Promise<void> {
  const body = await markdownBody(page)
  await body.click()
  const lines = markdown.split("\n")
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press("Enter")
    if (line) await page.keyboard.type(line)
  }
}

/** Adds a paragraph at the end of a body that has text already. */
export async function appendToBody(page: Page, paragraph: string): Promise<void> {
  const body = await markdownBody(page)
  await body.click()
  await page.keyboard.press("Control+End")
  await page.keyboard.press("Enter")
  await page.keyboard.press("Enter")
  await page.keyboard.type(paragraph)
}

/** Uploads a picture through the image field's media library, and picks it. */
export async function uploadPicture(page: Page, file: string): Promise<void> {
  await page.getByRole("button", { name: "Choose an image" }).click()
  const library = page.getByRole("dialog")
  await library.locator('input[type="file"]').setInputFiles(file)
  // The upload comes back selected.
  await library.getByRole("button", { name: "Choose selected" }).click()
  await expect(library).toBeHidden()
}

/** Decap's Publish menu on a new or changed entry: "Publish now", then the saved entry's own address. */
export async function publishNow(page: Page, collection: string): Promise<string> {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
  await expect(page.getByText("Entry saved")).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}/entries/[^/]+$`))
  return decodeURIComponent(new URL(page.url()).hash.split("/").pop()!)
}

/** Goes to a collection's list from the sidebar, leaving the entry being edited by Decap's way back. */
export async function openCollection(page: Page, label: string): Promise<void> {
  const back = page.getByRole("link", { name: /^← Writing in / })
  if (await back.isVisible()) await back.click()
  await page.getByRole("complementary").getByRole("link", { name: label, exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible()
}

/** Opens the form for a new entry of a collection, with its button on the collection's page. */
export async function newEntry(page: Page, collection: { label: string; singular: string }): Promise<void> {
  await openCollection(page, collection.label)
  await page.getByRole("link", { name: `Create entry of type ${collection.singular}` }).click()
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible()
}
