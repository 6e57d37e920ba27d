/** @jest-environment node */
import { commonHeaderRoutes, contentSecurityPolicy, headersFile, headersFor, inlineScripts, scriptHash } from "./security-headers"

const html = `<html><head><script type="application/ld+json">{"a":1}</script><script>window.x=1</script></head>
<body><script type="module">import("/a.js")</script><script src="/app.js"></script></body></html>`

describe("content security policy", () => {
  it("finds executable inline scripts only", () => {
    expect(inlineScripts(html)).toEqual(["window.x=1", 'import("/a.js")'])
  })

  it("hashes each inline script as CSP expects", () => {
    // echo -n 'window.x=1' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("window.x=1")).toBe("'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='")
  })

  it("allows the page's own inline scripts and nothing else by default", () => {
    const csp = contentSecurityPolicy(html, { analytics: false })
    expect(csp).toContain(`script-src 'self' ${scriptHash("window.x=1")} ${scriptHash('import("/a.js")')};`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toContain("googletagmanager")
  })

  it("adds the analytics and backend origins only when configured", () => {
    const csp = contentSecurityPolicy(html, { analytics: true, supabaseUrl: "https://abc.supabase.co/" })
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/abc\.supabase\.co/)
  })
})

describe("_headers", () => {
  const pages = [
    { path: "/", csp: "default-src 'self'" },
    { path: "/blog", csp: "default-src 'none'" },
  ]
  const file = headersFile(pages, { withCommon: true })
  it("gives every path the common headers and each page its own policy", () => {
    expect(headersFor(file, "/blog")).toEqual(
      expect.objectContaining({ "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'" }),
    )
    expect(headersFor(file, "/")["Content-Security-Policy"]).toBe("default-src 'self'")
    expect(headersFor(file, "/static/a.jpg")["Content-Security-Policy"]).toBeUndefined()
    expect(headersFor(file, "/static/a.jpg")["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
  })

  it("leaves the common headers to the adapter when one publishes them", () => {
    const adapted = headersFile(pages, { withCommon: false })
    expect(headersFor(adapted, "/static/a.jpg")).toEqual({})
    expect(headersFor(adapted, "/blog")).toEqual({ "Content-Security-Policy": "default-src 'none'" })
  })

  it("hands the adapter the common headers under the names Gatsby's defaults use, so they replace them", () => {
    const [route] = commonHeaderRoutes()
    expect(route.source).toBe("/*")
    expect(route.headers).toContainEqual({ key: "x-frame-options", value: "DENY" })
    expect(route.headers).toContainEqual({ key: "referrer-policy", value: "strict-origin-when-cross-origin" })
  })
})
