import { carriesIdentityToken, needsIdentity } from "./identity-link"

const at = (href: string, netlifyIdentity?: unknown) => {
  const { pathname, hash } = new URL(href)
  return { location: { pathname, hash }, netlifyIdentity } as unknown as Window
}

describe("carriesIdentityToken", () => {
  it("recognises Netlify Identity's links", () => {
    expect(carriesIdentityToken("#invite_token=abc")).toBe(true)
    expect(carriesIdentityToken("#recovery_token=abc")).toBe(true)
    expect(carriesIdentityToken("#access_token=abc&token_type=bearer")).toBe(true)
  })

  it("ignores ordinary fragments", () => {
    expect(carriesIdentityToken("")).toBe(false)
    expect(carriesIdentityToken("#main")).toBe(false)
    expect(carriesIdentityToken("#not_invite_token=abc")).toBe(false)
  })
})

describe("needsIdentity", () => {
  it("is true with an identity link on the landing page, or with the widget on any page", () => {
    expect(needsIdentity(at("https://example.com/#invite_token=abc"))).toBe(true)
    expect(needsIdentity(at("https://example.com/blog", { on() {} }))).toBe(true)
  })

  it("is false anywhere else, an identity link on another page included", () => {
    expect(needsIdentity(at("https://example.com/"))).toBe(false)
    expect(needsIdentity(at("https://example.com/#main"))).toBe(false)
    expect(needsIdentity(at("https://example.com/blog#invite_token=abc"))).toBe(false)
  })
})
