import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { CMS_PATH } from "../src/lib/identity"
import { THEME_COOKIE } from "../src/lib/theme"
import { expect, test } from "./fixtures"

const publicDir = path.join(__dirname, "..", "public")
const headerRules = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
/** Every page the build wrote a policy for, by its address (each page's rule also names its .html file). */
export const pagePaths = [...headerRules.matchAll(/^(\/\S*)$/gm)]
  .map(m => m[1])
  .filter(p => !p.includes("*") && !p.endsWith(".html") && p !== CMS_PATH.slice(0, -1))

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
