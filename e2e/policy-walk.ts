import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { THEME_COOKIE } from "../src/lib/theme"
import { expect, test } from "./fixtures"

const pageDataDir = path.join(__dirname, "..", "public", "page-data")

/** A page of the build, by the address a browser asks for; a redirect's page names the page it sends readers to. */
interface BuiltPage {
  path: string
  redirectsTo?: string
}

/** Every page of the build: each page's data names its path, and a redirect's its target. */
function builtPages(dir: string): BuiltPage[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    if (entry.isDirectory()) return builtPages(path.join(dir, entry.name))
    if (entry.name !== "page-data.json") return []
    const data = JSON.parse(fs.readFileSync(path.join(dir, entry.name), "utf8")) as { path: string; result: { pageContext?: { to?: string } } }
    return [{ path: encodeURI(data.path), redirectsTo: data.result.pageContext?.to }]
  })
}
const pages = builtPages(pageDataDir).sort((a, b) => a.path.localeCompare(b.path))

/** The addresses Netlify answers with a page; the host answers the others with a redirect, which no browser renders. */
export const pagePaths = pages.filter(page => !page.redirectsTo).map(page => page.path)

/** The addresses of missing translations, each with the original the host sends readers to. */
export const redirects = pages.flatMap(({ path: from, redirectsTo }) => (redirectsTo ? [{ from, to: redirectsTo }] : []))

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
