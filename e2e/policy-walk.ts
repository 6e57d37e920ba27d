import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { THEME_COOKIE } from "../src/lib/theme"
import { expect, test } from "./fixtures"

const pageDataDir = path.join(__dirname, "..", "public", "page-data")

/** Every page of the build, by the address a browser asks for: each page's data names its path. */
function builtPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    if (entry.isDirectory()) return builtPages(path.join(dir, entry.name))
    if (entry.name !== "page-data.json") return []
    const data = JSON.parse(fs.readFileSync(path.join(dir, entry.name), "utf8")) as { path: string }
    return [encodeURI(data.path)]
  })
}

/** The addresses Netlify answers with a page. */
export const pagePaths = builtPages(pageDataDir).sort((a, b) => a.localeCompare(b))

/** Opens a page and waits until its scripts, and what they load right away, have run. */
export async function visit(page: Page, url: string) {
  await page.goto(url, { waitUntil: "load" })
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
  // A request that never settles must not stall the visit of every other page.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined)
}

/** One test per theme that opens every page of the build; the shared fixture fails it on any violation. */
export function walkEveryPageInEachTheme() {
  for (const theme of ["dark", "light"]) {
    test(`no page violates its Content-Security-Policy, ${theme} theme`, async ({ page, context, baseURL, policyViolations }) => {
      test.setTimeout(pagePaths.length * 5_000)
      expect(pagePaths.length).toBeGreaterThan(50)
      await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }])
      for (const pagePath of pagePaths) {
        await visit(page, pagePath)
        expect(policyViolations, pagePath).toEqual([])
      }
    })
  }
}
