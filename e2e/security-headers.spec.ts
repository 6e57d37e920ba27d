import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { serveWithHeaders } from "./header-server"

const publicDir = path.join(__dirname, "..", "public")
const rules = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
// Every page the build wrote a policy for.
const pagePaths = [...rules.matchAll(/^(\/\S*)$/gm)].map(m => m[1]).filter(p => p !== "/*" && p !== "/404.html")

let server: Awaited<ReturnType<typeof serveWithHeaders>>
test.beforeAll(async () => {
  server = await serveWithHeaders(publicDir)
})
test.afterAll(async () => server.close())

/** Records every policy violation the documents of this page report. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener("securitypolicyviolation", event => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return async (url: string) => {
    await page.goto(url, { waitUntil: "load" })
    // Hydration runs the page's scripts; wait until they have run before reading the record.
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
    // Then give what they load later (chunks, the backend, pictures) time to ask; a request that
    // never settles must not stall the visit of every other page.
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined)
    return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
  }
}

test("every page carries the security headers", async ({ request }) => {
  for (const pagePath of pagePaths) {
    const headers = (await request.get(`${server.url}${pagePath}`)).headers()
    expect(headers["content-security-policy"], pagePath).toContain("frame-ancestors 'none'")
    expect(headers["content-security-policy"], pagePath).not.toContain("unsafe-eval")
    expect(headers["x-content-type-options"], pagePath).toBe("nosniff")
    expect(headers["referrer-policy"], pagePath).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"], pagePath).toContain("camera=()")
  }
})

test("no page violates its Content-Security-Policy", async ({ page }) => {
  test.setTimeout(pagePaths.length * 5_000)
  expect(pagePaths.length).toBeGreaterThan(50)
  const visit = await recordViolations(page)
  for (const pagePath of pagePaths) expect(await visit(`${server.url}${pagePath}`), pagePath).toEqual([])
})

test.describe("with a broken policy", () => {
  test.use({ policyViolationsExpected: true })

  test("a page whose inline scripts are not in its policy reports the violation", async ({ page }) => {
    // The home page served with its hashes removed: the check above would see this.
    const withoutHashes = rules.replace(/ 'sha256-[^']+'/g, "")
    const stripped = await serveWithHeaders(publicDir, withoutHashes)
    try {
      const visit = await recordViolations(page)
      expect((await visit(`${stripped.url}/`)).some(violation => violation.startsWith("script-src"))).toBe(true)
    } finally {
      await stripped.close()
    }
  })
})
