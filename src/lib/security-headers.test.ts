/** @jest-environment node */
import { canSearch, CMS_POLICY, contentSecurityPolicy, FEED_POLICY, headersFile, scriptHash, XSLT_NOTICE } from "./security-headers"

const scripts = ["window.x=1", 'import("/a.js")']

describe("content security policy", () => {
  it("hashes each inline script as CSP expects", () => {
    // echo -n 'window.x=1' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("window.x=1")).toBe("'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='")
  })

  it("allows the inline scripts it is given and nothing else by default", () => {
    const csp = contentSecurityPolicy(scripts, { analytics: false })
    expect(csp).toContain(`script-src 'self' ${scriptHash("window.x=1")} ${scriptHash('import("/a.js")')};`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toContain("googletagmanager")
  })

  it("adds the analytics and backend origins only when configured", () => {
    const csp = contentSecurityPolicy(scripts, { analytics: true, supabaseUrl: "https://abc.supabase.co/" })
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/abc\.supabase\.co/)
  })
})

describe("the Identity widget", () => {
  it("is allowed only on the page that asks for it", () => {
    expect(contentSecurityPolicy(scripts, { analytics: false, identity: true })).toMatch(/script-src [^;]*https:\/\/identity\.netlify\.com/)
    expect(contentSecurityPolicy(scripts, { analytics: false })).not.toContain("identity.netlify.com")
  })

  it("and on the CMS, whose policy admits no inline script and only the eval Decap's Ajv needs", () => {
    expect(CMS_POLICY).toMatch(/script-src 'self' 'unsafe-eval' https:\/\/identity\.netlify\.com;/)
    expect(CMS_POLICY).toContain("frame-ancestors 'none'")
    expect(CMS_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it("and lets the CMS read back a picture an editor uploads, to save it with the entry", () => {
    expect(CMS_POLICY).toMatch(/connect-src [^;]*blob:/)
  })

  it("and no public page may evaluate strings as code", () => {
    expect(contentSecurityPolicy(scripts, { analytics: true, identity: true, search: true })).not.toMatch(/'unsafe-eval'/)
  })
})

describe("search", () => {
  it("lets a page that can search compile WebAssembly, and nothing more", () => {
    const plain = contentSecurityPolicy(scripts, { analytics: false })
    const searching = contentSecurityPolicy(scripts, { analytics: false, search: true })
    expect(searching).toBe(plain.replace(/(script-src [^;]*);/, "$1 'wasm-unsafe-eval';"))
  })

  it("is allowed only where the page carries a way into search", () => {
    expect(contentSecurityPolicy(scripts, { analytics: false })).not.toContain("wasm-unsafe-eval")
    expect(canSearch("<html><body><button>Menu</button></body></html>")).toBe(false)
    expect(canSearch('<button type="button" data-search-entry="">Search</button>')).toBe(true)
  })
})

describe("_headers", () => {
  const file = headersFile("default-src 'none'; frame-ancestors 'none'", [
    { path: "/", csp: "default-src 'self'" },
    { path: "/blog", csp: "default-src 'self' https://a.example" },
  ])
  const rules = file.trim().split("\n\n").map(block => block.split("\n"))

  it("gives every path the common headers and the not-found policy first, so later page rules take over", () => {
    expect(rules[0]).toEqual([
      "/*",
      "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
      expect.stringMatching(/^ {2}Permissions-Policy: camera=\(\)/),
      "  Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    ])
  })

  it("then each path its own policy, in the order given", () => {
    expect(rules.slice(1)).toEqual([
      ["/", "  Content-Security-Policy: default-src 'self'"],
      ["/blog", "  Content-Security-Policy: default-src 'self' https://a.example"],
    ])
  })
})

describe("the feeds' policy", () => {
  const directives = Object.fromEntries(FEED_POLICY.split("; ").map(directive => [directive.split(" ")[0], directive.split(" ").slice(1)]))

  it("lets a feed load the site's own stylesheets, XSLT and CSS, and nothing from elsewhere", () => {
    expect(directives["default-src"]).toEqual(["'none'"])
    expect(directives["script-src"]).toEqual(["'self'"])
    expect(directives["style-src"]).toEqual(["'self'"])
    expect(directives["frame-ancestors"]).toEqual(["'none'"])
  })

  it("admits inline only Chromium's notice about XSLT, attribute by attribute, by the hash Chromium reports", () => {
    // The hashes Chromium 156 names in its console when the policy blocks the notice's attributes.
    expect(directives["style-src-attr"]).toEqual([
      "'unsafe-hashes'",
      "'sha256-k7We2NkL52dzxJ7Onuayib0w0pIae+gF2hnqjj9zNCY='",
      "'sha256-/3RHWtS7UXAcmJ7lSnklScB2fo7FSVHjVnJfEDpBmZs='",
      "'sha256-wigbdYYtFNuCCF2AjANk4urC670LJtVGgGmNcceTXJY='",
      "'sha256-Vc6YdsPwJmyOyOWY3K0+DEFqLyvNxfsrADVC0UvQkxI='",
      "'sha256-V2GycOVmq9EBDz8q16MG+o/Q8CCO+BnfgeyYK/ij3Tc='",
    ])
    expect(directives["script-src-attr"]).toEqual(["'unsafe-hashes'", scriptHash(XSLT_NOTICE.handlers[0])])
    expect(FEED_POLICY).not.toContain("'unsafe-inline'")
  })
})
