import { CMS_PATH } from "../src/lib/identity"
import { STOIC_QUOTES_PATH } from "../src/lib/paths"
import { SEARCH_PATH } from "../src/lib/search"
import { expect, test } from "./fixtures"
import { playlistFile, publishedOriginals, translationOf } from "./content"
import { pagePaths, visit, walkEveryPageInEachTheme } from "./policy-walk"

/** What a careful host sends with every answer, read from the served response. */
function expectCarefulHeaders(headers: Record<string, string>, where: string) {
  expect(headers["strict-transport-security"], where).toBe("max-age=31536000; includeSubDomains")
  expect(headers["x-content-type-options"], where).toBe("nosniff")
  expect(headers["referrer-policy"], where).toBe("same-origin")
  expect(headers["x-frame-options"], where).toBe("DENY")
  expect(headers["permissions-policy"], where).toContain("camera=()")
  expect(headers["content-security-policy"], where).toContain("frame-ancestors 'none'")
  expect(headers["content-security-policy"], where).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  // Only Decap's Ajv compiles code from strings, and only on the CMS's page ('wasm-unsafe-eval', for search, compiles WebAssembly only).
  if (where !== CMS_PATH) expect(headers["content-security-policy"], where).not.toContain("'unsafe-eval'")
}

test("every page, the CMS and a missing page carry the security headers and a policy of their own", async ({ request }) => {
  const policies = new Map<string, string>()
  for (const pagePath of [...pagePaths, CMS_PATH, "/no/such/page"]) {
    const response = await request.get(pagePath)
    expect(response.status(), pagePath).toBe(pagePath === "/no/such/page" ? 404 : 200)
    expectCarefulHeaders(response.headers(), pagePath)
    policies.set(pagePath, response.headers()["content-security-policy"])
  }
  // The CMS loads Decap's bundle and the Identity widget, which no public page but the landing page may.
  expect(policies.get(CMS_PATH)).toMatch(/script-src 'self' 'unsafe-eval' https:\/\/identity\.netlify\.com;/)
  expect(policies.get("/blog")).not.toContain("identity.netlify.com")
  expect(policies.get("/")).toContain("https://identity.netlify.com")
  // Search's WebAssembly runs where the navigation (or the search page) can open it, and nowhere else.
  for (const searching of ["/", "/blog", SEARCH_PATH, "/no/such/page"]) expect(policies.get(searching), searching).toMatch(/script-src [^;]*'wasm-unsafe-eval'/)
  for (const quiet of [STOIC_QUOTES_PATH, CMS_PATH]) expect(policies.get(quiet), quiet).not.toContain("wasm-unsafe-eval")
})

test("a translation that does not exist is answered by the host's redirect to the original", async ({ request }) => {
  // /article/{slug}/{lang} in the original's own language, or in one it has no translation in.
  const missing = publishedOriginals.flatMap(original =>
    (["en", "es"] as const).filter(lang => translationOf(original.slug)?.lang !== lang).map(lang => ({ from: `${original.path}/${lang}`, to: original.path })),
  )
  expect(missing.length).toBeGreaterThan(0)
  for (const { from, to } of missing) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(302)
    expect(new URL(response.headers()["location"], response.url()).pathname, from).toBe(to)
  }
})

test("hashed assets are cached for a year, pages and page-data revalidate, media answer byte ranges", async ({ request }) => {
  const home = await (await request.get("/")).text()
  const scripts = [...home.matchAll(/<script[^>]*\ssrc="(\/[^"]+)"/g)].map(match => match[1])
  const picture = /<img[^>]+src="(\/static\/[^"]+)"/.exec(home)?.[1]
  expect(scripts.length).toBeGreaterThan(0)
  expect(picture).toBeDefined()
  for (const asset of [...scripts, picture!]) {
    const response = await request.get(asset)
    expect(response.status(), asset).toBe(200)
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable")
  }
  for (const revalidated of ["/", "/blog", "/page-data/blog/page-data.json", "/page-data/app-data.json"]) {
    const response = await request.get(revalidated)
    expect(response.status(), revalidated).toBe(200)
    expect(response.headers()["cache-control"], revalidated).toBe("public, max-age=0, must-revalidate")
  }
  // A player seeks by asking for a part of the file.
  const media = playlistFile.playlists.flatMap(playlist => playlist.items).find(item => item.url.startsWith("/"))!.url
  const part = await request.get(media, { headers: { Range: "bytes=100-199" } })
  expect(part.status(), media).toBe(206)
  expect((await part.body()).length).toBe(100)
})

walkEveryPageInEachTheme()

test.describe("with a script the policy does not know", () => {
  test.use({ policyViolationsExpected: true })

  test("the violation is caught, from the event and from the console", async ({ page, policyViolations }) => {
    // The served home page, its headers untouched, with one inline script planted in its HTML.
    await page.route("**/", async route => {
      const served = await route.fetch()
      const body = (await served.text()).replace("</body>", "<script>document.title = 'planted'</script></body>")
      await route.fulfill({ response: served, body })
    })
    await visit(page, "/")
    expect(await page.title()).not.toBe("planted")
    expect(policyViolations.some(v => v.startsWith("script-src-elem inline"))).toBe(true)
    expect(policyViolations.some(v => v.startsWith("console:") && v.includes("script-src"))).toBe(true)
  })
})
