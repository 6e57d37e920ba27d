import { encodeForm, isHoneypotFilled } from "./netlify-form"

describe("encodeForm", () => {
  it("form-encodes fields in order, escaping what URLs cannot carry", () => {
    expect(encodeForm({ "form-name": "contact", name: "Ana Pérez", message: "Hola & adiós\n100%" })).toBe(
      "form-name=contact&name=Ana+P%C3%A9rez&message=Hola+%26+adi%C3%B3s%0A100%25",
    )
  })

  it("keeps empty fields, so Netlify sees every field of the form", () => {
    expect(encodeForm({ name: "", "bot-field": "" })).toBe("name=&bot-field=")
  })
})

describe("isHoneypotFilled", () => {
  it("is false for an absent or blank honeypot and true for any text", () => {
    expect(isHoneypotFilled({ email: "a@b.co" })).toBe(false)
    expect(isHoneypotFilled({ "bot-field": "  " })).toBe(false)
    expect(isHoneypotFilled({ "bot-field": "http://spam.example" })).toBe(true)
  })
})
