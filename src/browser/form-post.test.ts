import { postForm } from "./form-post"

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
