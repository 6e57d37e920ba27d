import { encodeForm, isHoneypotFilled, postForm } from "./netlify-form"

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

describe("postForm", () => {
  const realFetch = global.fetch
  afterEach(() => {
    global.fetch = realFetch
  })

  it("posts the form name first and the fields form-encoded to the given path", async () => {
    const calls: Array<[string, RequestInit]> = []
    global.fetch = ((url: string, init: RequestInit) => {
      calls.push([url, init])
      return Promise.resolve({ ok: true } as Response)
    }) as typeof fetch
    await postForm("/", "newsletter", { name: "", email: "ana@example.com", "bot-field": "" })
    expect(calls).toEqual([
      [
        "/",
        {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "form-name=newsletter&name=&email=ana%40example.com&bot-field=",
        },
      ],
    ])
  })
})
