import { isValidNewsletterToken, newsletterToken } from "./newsletter-token"

describe("newsletterToken", () => {
  it("is the same for an address whatever its case or surrounding spaces", () => {
    expect(newsletterToken(" Ana@Example.COM ")).toBe(newsletterToken("ana@example.com"))
  })

  it("differs between addresses and between secrets", () => {
    const token = newsletterToken("ana@example.com")
    expect(newsletterToken("ana@example.org")).not.toBe(token)
    expect(newsletterToken("ana@example.com", "another secret")).not.toBe(token)
  })

  it("is a short URL-safe word", () => {
    expect(newsletterToken("ana@example.com")).toMatch(/^[0-9a-z]{6,11}$/)
  })

  // Links already mailed must keep working: any change to the hash breaks them, and this says so.
  it("is stable across releases", () => {
    expect(newsletterToken("reader@example.com", "fixed")).toBe("7924aifst5")
  })
})

describe("isValidNewsletterToken", () => {
  const email = "Reader@Example.com"
  const token = newsletterToken(email)

  it("accepts the token derived from the address", () => {
    expect(isValidNewsletterToken(email, token)).toBe(true)
    expect(isValidNewsletterToken("reader@example.com", token)).toBe(true)
  })

  it("rejects another address's token, an altered token and an empty address", () => {
    expect(isValidNewsletterToken("other@example.com", token)).toBe(false)
    expect(isValidNewsletterToken(email, `${token}x`)).toBe(false)
    expect(isValidNewsletterToken(email, "")).toBe(false)
    expect(isValidNewsletterToken("", newsletterToken(""))).toBe(false)
  })
})
