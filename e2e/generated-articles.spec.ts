import fc from "fast-check"
import { previewHtml } from "../src/cms/markdown"
import { CODE, generatedMarkdown } from "../src/cms/test-support/generated-markdown"
import { answerExternalRequests, expect, test } from "./fixtures"

// A sample of the generated articles of src/cms/markdown.property.test.ts, in Chromium itself: every
// one the build would accept is put in a page with no Content-Security-Policy at all, so a script,
// a handler or an address that got through would run. None may.

const SEED = 20261202
const SAMPLE = 400
const PAGE = "/generated-articles"

const run = CODE.replace("()", "")

test("generated articles the build accepts run nothing in Chromium", async ({ page }) => {
  const accepted: string[] = []
  for (const markdown of fc.sample(generatedMarkdown, { seed: SEED, numRuns: SAMPLE })) {
    const { html, problems } = await previewHtml(markdown, { lang: "en", status: "published" }, address => address)
    if (!problems.length) accepted.push(html)
  }
  expect(accepted.length).toBeGreaterThan(20)

  const document =
    "<!DOCTYPE html><html lang=en><head><title>Generated articles</title></head><body><main>" +
    accepted.map(html => `<article><div class="body">${html}</div></article>`).join("") +
    "</main><footer>End</footer></body></html>"
  await answerExternalRequests(page)
  await page.route(url => url.pathname === PAGE, route => route.fulfill({ status: 200, contentType: "text/html", body: document }))
  // Whatever the articles ask of the site itself (pictures at made-up addresses) is answered empty.
  await page.route(url => url.hostname === "127.0.0.1" && url.pathname !== PAGE, route => route.fulfill({ status: 204, body: "" }))
  await page.addInitScript(name => {
    const ran = window as unknown as Record<string, unknown>
    ran.ranCount = 0
    ran[name] = () => (ran.ranCount = (ran.ranCount as number) + 1)
  }, run)
  let dialogs = 0
  page.on("dialog", dialog => {
    dialogs += 1
    return dialog.dismiss()
  })

  await page.goto(PAGE)
  await page.waitForLoadState("load")
  // Handlers that need a pointer or focus: hover and click everything the articles hold.
  for (const element of await page.locator("main *").all()) await element.dispatchEvent("mouseover")

  expect(await page.evaluate(() => (window as unknown as { ranCount: number }).ranCount)).toBe(0)
  expect(dialogs).toBe(0)
  expect(await page.locator("main article").count()).toBe(accepted.length)
  await expect(page.locator("body > footer")).toHaveText("End")
})
