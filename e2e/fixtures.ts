import fs from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { test as base, expect, type Page } from "@playwright/test"

const STAND_IN_IMAGE = fs.readFileSync(path.join(__dirname, "..", "content", "images", "profile.jpg"))

/** Answers every request that would leave this machine: images get a local picture, the rest an empty 204. */
export async function answerExternalRequests(page: Page): Promise<void> {
  await page.route(
    url => !["127.0.0.1", "localhost"].includes(url.hostname),
    route => {
      const isImage = route.request().resourceType() === "image"
      return isImage
        ? route.fulfill({ status: 200, contentType: "image/jpeg", body: STAND_IN_IMAGE })
        : route.fulfill({ status: 204, body: "" })
    },
  )
}

interface Fixtures {
  /** set by tests that visit missing pages on purpose: the browser then reports the 404 answers */
  notFoundExpected: boolean
  /** console errors a test causes on purpose, e.g. the browser's report of a form service answering 500 */
  expectedConsoleError: RegExp | null
  /** console errors and uncaught exceptions seen during the test; each test ends by asserting there are none */
  consoleErrors: string[]
}

export const test = base.extend<Fixtures>({
  notFoundExpected: [false, { option: true }],
  expectedConsoleError: [null, { option: true }],
  consoleErrors: [
    async ({ page, notFoundExpected, expectedConsoleError }, use) => {
      const errors: string[] = []
      page.on("console", message => {
        if (message.type() !== "error") return
        if (notFoundExpected && /status of 404/.test(message.text())) return
        if (expectedConsoleError?.test(message.text())) return
        errors.push(`console: ${message.text()}`)
      })
      page.on("pageerror", error => errors.push(`uncaught: ${error.message}`))
      await answerExternalRequests(page)
      await use(errors)
      expect(errors, "no page may log an error").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** axe finds no violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map(v => `${v.id}: ${v.help} (${v.nodes.map(n => n.target.join(" ")).join(", ")})`)
  expect(summary).toEqual([])
}

/** Parsed JSON-LD blocks of the page. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map(text => JSON.parse(text) as Record<string, unknown>)
}
