import fs from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { test as base, expect, type Page } from "@playwright/test"

const STAND_IN_IMAGE = fs.readFileSync(path.join(__dirname, "..", "content", "images", "profile.jpg"))

/**
 * Answers every request that would leave this machine, from the page or a tab it opens: images get
 * a local picture, pages an empty document (so a new tab opens), the rest an empty 204.
 */
export async function answerExternalRequests(page: Page): Promise<void> {
  await page.context().route(
    url => !["127.0.0.1", "localhost"].includes(url.hostname),
    route => {
      const type = route.request().resourceType()
      if (type === "image") return route.fulfill({ status: 200, contentType: "image/jpeg", body: STAND_IN_IMAGE })
      if (type === "document") return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Elsewhere</title>" })
      return route.fulfill({ status: 204, body: "" })
    },
  )
}

interface Fixtures {
  /** set by tests that visit missing pages on purpose: the browser then reports the 404 answers */
  notFoundExpected: boolean
  /** set by tests that make requests fail on purpose: the browser's own reports of those failed addresses are expected */
  failingRequests: RegExp | null
  /** set by the test that breaks a Content-Security-Policy on purpose: the browser then reports the blocked scripts */
  policyViolationsExpected: boolean
  /**
   * Content-Security-Policy violations of every document the test opens (pages, frames, popups),
   * as `directive blocked-URI (document)`, from the browser's securitypolicyviolation events and
   * its console; each test ends by asserting there are none
   */
  policyViolations: string[]
  /** console errors and uncaught exceptions seen during the test; each test ends by asserting there are none */
  consoleErrors: string[]
}

const POLICY_MESSAGE = /Content Security Policy|Content-Security-Policy/

export const test = base.extend<Fixtures>({
  notFoundExpected: [false, { option: true }],
  failingRequests: [null, { option: true }],
  policyViolationsExpected: [false, { option: true }],
  policyViolations: [
    async ({ context, policyViolationsExpected }, use) => {
      const violations: string[] = []
      await context.exposeBinding("__policyViolation", ({ frame }, report: string) => violations.push(`${report} (${frame.url()})`))
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", event => {
          const report = (window as unknown as { __policyViolation?: (text: string) => void }).__policyViolation
          report?.(`${event.effectiveDirective} ${event.blockedURI || "inline"}`)
        })
      })
      context.on("console", message => {
        if (POLICY_MESSAGE.test(message.text())) violations.push(`console: ${message.text()}`)
      })
      await use(violations)
      if (!policyViolationsExpected) expect(violations, "no page may violate its Content-Security-Policy").toEqual([])
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, notFoundExpected, failingRequests }, use) => {
      const errors: string[] = []
      page.on("console", message => {
        if (message.type() !== "error") return
        if (notFoundExpected && /status of 404/.test(message.text())) return
        // policy messages are the policyViolations fixture's
        if (POLICY_MESSAGE.test(message.text())) return
        const failedLoad = /^Failed to load resource/.test(message.text())
        if (failingRequests && failedLoad && failingRequests.test(message.location().url)) return
        // A failed load names no address in its text; its location does.
        errors.push(`console: ${message.text()}${failedLoad ? ` (${message.location().url})` : ""}`)
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

/**
 * Opens a page and waits until its scripts have taken over. A form clicked before that is sent by
 * the browser itself, as a page without JavaScript would send it, which is not what a form test checks.
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
}
