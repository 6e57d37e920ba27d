import { isSitePath, isWebAddress, schemeOf } from "./addresses"

describe("schemeOf", () => {
  it("reads the scheme as a browser does, ignoring case, whitespace and control characters", () => {
    expect(schemeOf("https://example.com")).toBe("https")
    expect(schemeOf("JavaScript:alert(1)")).toBe("javascript")
    expect(schemeOf(" java\tscript:alert(1)")).toBe("javascript")
    expect(schemeOf("mailto:me@example.com")).toBe("mailto")
  })
  it("gives null for relative addresses", () => {
    expect(schemeOf("/article/x")).toBeNull()
    expect(schemeOf("./images/a.jpg")).toBeNull()
    expect(schemeOf("#section")).toBeNull()
  })
})

describe("isWebAddress", () => {
  it("accepts http and https addresses that parse", () => {
    expect(isWebAddress("https://example.com/a?b=c#d")).toBe(true)
    expect(isWebAddress("http://example.com")).toBe(true)
  })
  it("rejects malformed hosts, other schemes and relative addresses", () => {
    expect(isWebAddress("https://exa mple.com")).toBe(false)
    expect(isWebAddress("http://[bad")).toBe(false)
    expect(isWebAddress("javascript:alert(1)")).toBe(false)
    expect(isWebAddress("ftp://example.com/a")).toBe(false)
    expect(isWebAddress("/media/a.mp3")).toBe(false)
  })
})

describe("isSitePath", () => {
  it("accepts paths of this site", () => {
    expect(isSitePath("/media/a.mp3")).toBe(true)
    expect(isSitePath("/")).toBe(true)
  })
  it("rejects what a browser would read as another host, and anything not starting with /", () => {
    expect(isSitePath("//evil.example/a.mp3")).toBe(false)
    expect(isSitePath("/\\evil.example/a.mp3")).toBe(false)
    expect(isSitePath("media/a.mp3")).toBe(false)
    expect(isSitePath("javascript:alert(1)")).toBe(false)
  })
})
