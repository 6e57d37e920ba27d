import fs from "node:fs"
import path from "node:path"
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

test("every page carries the security headers", async ({ request }) => {
  for (const pagePath of pagePaths.slice(0, 5)) {
    const response = await request.get(`${server.url}${pagePath}`)
    const headers = response.headers()
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
  }
})

test("no page violates its Content-Security-Policy", async ({ page }) => {
  test.setTimeout(pagePaths.length * 4_000)
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener("securitypolicyviolation", event => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  expect(pagePaths.length).toBeGreaterThan(50)
  for (const pagePath of pagePaths) {
    await page.goto(`${server.url}${pagePath}`, { waitUntil: "load" })
    // Hydration runs the page's scripts; wait until React has taken over before reading the record.
    await page.waitForFunction(() => document.readyState === "complete")
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
    expect(violations, pagePath).toEqual([])
  }
})
