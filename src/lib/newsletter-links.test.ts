import { CONFIRMATION_FIELDS, UNSUBSCRIBE_FIELDS } from "./newsletter"
import { confirmationFields, confirmationLink, forgetLinkInAddressBar, looksLikeEmail, newConfirmationId, readConfirmationLink, readUnsubscribeLink, unsubscribeFields, unsubscribeLink } from "./newsletter-links"
import { newsletterToken } from "./newsletter-token"

const email = "Reader+news@Example.com"
const token = newsletterToken(email)

describe("the links a mailing carries", () => {
  it("point at the live site with the email and its token, encoded", () => {
    expect(unsubscribeLink(email)).toBe(`https://riffandcode.dev/unsubscribe?email=Reader%2Bnews%40Example.com&token=${token}`)
    expect(confirmationLink(` ${email} `, "Ana María")).toBe(
      `https://riffandcode.dev/confirm-subscription?email=Reader%2Bnews%40Example.com&token=${token}&name=Ana+Mar%C3%ADa`,
    )
  })

  it("can point at another host, such as a local server", () => {
    expect(unsubscribeLink(email, "http://127.0.0.1:9000")).toMatch(/^http:\/\/127\.0\.0\.1:9000\/unsubscribe\?/)
  })

  it("are read back by the pages they lead to", () => {
    expect(readUnsubscribeLink(new URL(unsubscribeLink(email)).search)).toEqual({ kind: "valid", email, token })
    expect(readConfirmationLink(new URL(confirmationLink(email, "Ana")).search)).toEqual({ email, token, name: "Ana" })
  })
})

describe("readUnsubscribeLink", () => {
  it("is missing without an email or a token", () => {
    expect(readUnsubscribeLink("")).toEqual({ kind: "missing" })
    expect(readUnsubscribeLink(`?token=${token}`)).toEqual({ kind: "missing" })
    expect(readUnsubscribeLink("?email=a%40b.co&token=")).toEqual({ kind: "missing" })
  })

  it("is invalid when the token belongs to another address", () => {
    expect(readUnsubscribeLink(`?email=someone%40else.com&token=${token}`)).toEqual({ kind: "invalid" })
  })
})

describe("readConfirmationLink", () => {
  it("has no confirmation when a part is missing or the token is wrong", () => {
    expect(readConfirmationLink("?name=Ana")).toBeNull()
    expect(readConfirmationLink(`?email=a%40b.co&token=${token}`)).toBeNull()
  })

  it("treats the name as optional", () => {
    expect(readConfirmationLink(`?email=${encodeURIComponent(email)}&token=${token}`)).toEqual({ email, token, name: "" })
  })
})

describe("submission fields", () => {
  const now = new Date("2025-09-27T13:56:00Z")

  it("follow the spec's order for an unsubscription", () => {
    expect(Object.entries(unsubscribeFields(email, token, now))).toEqual([
      ["timestamp", "2025-09-27T13:56:00.000Z"],
      ["token", token],
      ["email", email],
    ])
  })

  it("follow the spec's order for a confirmation", () => {
    expect(Object.entries(confirmationFields({ email, name: "Ana", token }, now, "id-1"))).toEqual([
      ["email", email],
      ["name", "Ana"],
      ["token", token],
      ["confirmedAt", "2025-09-27T13:56:00.000Z"],
      ["confirmationId", "id-1"],
    ])
  })

  it("match the fields the hidden form definitions register", () => {
    expect(Object.keys(unsubscribeFields(email, token, now))).toEqual([...UNSUBSCRIBE_FIELDS])
    expect(Object.keys(confirmationFields({ email, name: "", token }, now, "id"))).toEqual([...CONFIRMATION_FIELDS])
  })

  it("give each confirmation its own id", () => {
    expect(newConfirmationId()).not.toBe(newConfirmationId())
  })
})

describe("looksLikeEmail", () => {
  it("accepts an address and rejects text that is not one", () => {
    expect(looksLikeEmail("ana@example.com")).toBe(true)
    expect(looksLikeEmail("ana@example")).toBe(false)
    expect(looksLikeEmail("not an email")).toBe(false)
  })
})

describe("forgetLinkInAddressBar", () => {
  it("leaves the bare path in the address bar, in place of the link, keeping the entry's state", () => {
    window.history.pushState({ key: "k1" }, "", `/unsubscribe?email=${encodeURIComponent(email)}&token=${token}#form`)
    const entries = window.history.length
    forgetLinkInAddressBar(window)
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/unsubscribe#form")
    expect(window.history.length).toBe(entries)
    expect(window.history.state).toEqual({ key: "k1" })
  })
})
