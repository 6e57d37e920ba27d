/** @jest-environment node */
import fc from "fast-check"
import { tagImageSearchPath } from "./paths"
import { rawAddressOf, SEARCH_CACHE_CONTROL, SEARCH_TIMEOUT_MS, searchTagImages, type SearchSetup } from "./tag-image-search"

const PHOTO = "https://images.pexels.com/photos/1/pexels-photo-1.jpeg"

/** A stand-in for the Pexels API that records every call. */
function pexels(answer: (signal: AbortSignal) => Promise<Response>) {
  const calls: string[] = []
  const stub = ((url: string, init: RequestInit) => {
    calls.push(url)
    return answer(init.signal!)
  }) as unknown as typeof fetch
  return { calls, stub }
}

const finding = () => pexels(async () => new Response(JSON.stringify({ photos: [{ src: { landscape: PHOTO } }] }), { status: 200 }))
const TAGS = ["music", "filosofía", "open source"]
const setup = (overrides: Partial<SearchSetup>): SearchSetup => ({ key: "key", knownTags: TAGS, fetch: finding().stub, ...overrides })
const get = (address: string) => ({ method: "GET", address })
const moved = (tag: string) => {
  const location = tagImageSearchPath(tag)
  return { status: 301, headers: { Location: location, "Cache-Control": SEARCH_CACHE_CONTROL }, body: { location } }
}

describe("the tag image search", () => {
  it("answers a tag of the site with Pexels' photos, cached for a day", async () => {
    const api = finding()
    const answer = await searchTagImages(get("/api/pexels-search?q=music"), setup({ fetch: api.stub }))
    expect(answer).toEqual({ status: 200, headers: { "Cache-Control": SEARCH_CACHE_CONTROL }, body: { images: [PHOTO] } })
    expect(api.calls).toEqual([expect.stringContaining("query=music")])
  })

  it("sends a stranger's other spellings of a tag to its one address, without asking Pexels", async () => {
    const api = finding()
    for (const [spelling, tag] of [["?q=MUSIC", "music"], ["?q=%20music%20", "music"], ["?q=music&x=1", "music"], ["?q=Filosof%C3%ADa&cache=bust", "filosofía"]]) {
      expect(await searchTagImages(get(`/api/pexels-search${spelling}`), setup({ fetch: api.stub }))).toEqual(moved(tag))
    }
    expect(api.calls).toEqual([])
  })

  it("finding 4: spellings that decode to the tag's own query are new addresses to the CDN, so they are sent to the one address", async () => {
    const api = finding()
    for (const spelling of ["?q=mus%69c", "?q=filosof%c3%ada", "?%71=music", "?q=open%20source", "?q=music&", "?q=music&q=music"]) {
      const answer = await searchTagImages(get(`/api/pexels-search${spelling}`), setup({ fetch: api.stub }))
      expect(answer.status).toBe(301)
    }
    expect(api.calls).toEqual([])
  })

  it("answers only the canonical raw address of a tag and sends every other spelling of it there (generated)", async () => {
    // One spelling of the query: each character as itself (where a URL may carry it), or
    // percent-encoded in upper- or lower-case hex, a space also as "+"; the tag's letters perhaps
    // in upper case; the parameter perhaps repeated or among others, before or after, with
    // stray "&"s; the name perhaps encoded too.
    const hex = (byte: number, upper: boolean) => `%${byte.toString(16).padStart(2, "0")[upper ? "toUpperCase" : "toLowerCase"]()}`
    const character = (char: string) =>
      fc.tuple(fc.constantFrom("plain", "upper", "lower", "plus"), fc.boolean()).map(([how, capital]) => {
        const shown = capital ? char.toUpperCase() : char
        const bytes = [...new TextEncoder().encode(shown)]
        if (how === "plus" && char === " ") return "+"
        if (how === "plain" && /^[A-Za-z0-9\-_.!~*'()]$/.test(shown)) return shown
        return bytes.map(byte => hex(byte, how !== "lower")).join("")
      })
    const spelling = fc.constantFrom(...TAGS).chain(tag =>
      fc.record({
        tag: fc.constant(tag),
        value: fc.oneof(fc.constant(encodeURIComponent(tag)), fc.tuple(...[...tag].map(character)).map(parts => parts.join(""))),
        name: fc.constantFrom("q", "q", "q", "%71", "%71".toUpperCase()),
        before: fc.array(fc.constantFrom("x=1", "q2=music", "", "utm_source=feed", "Q=music"), { maxLength: 2 }),
        after: fc.array(fc.constantFrom("x=1", "", "cache=bust", "q=other"), { maxLength: 2 }),
        trailing: fc.constantFrom("", "&", "&&"),
      }),
    )
    let answered = 0
    await fc.assert(
      fc.asyncProperty(spelling, async ({ tag, value, name, before, after, trailing }) => {
        const address = `/api/pexels-search?${[...before, `${name}=${value}`, ...after].join("&")}${trailing}`
        const api = finding()
        const answer = await searchTagImages(get(address), setup({ fetch: api.stub }))
        if (address === tagImageSearchPath(tag)) {
          expect(answer).toEqual({ status: 200, headers: { "Cache-Control": SEARCH_CACHE_CONTROL }, body: { images: [PHOTO] } })
          expect(api.calls).toHaveLength(1)
          answered++
        } else {
          expect(answer).toEqual(moved(tag))
          expect(api.calls).toEqual([])
        }
      }),
      { seed: 50, numRuns: 2000 },
    )
    // The canonical spelling was among those generated, so both halves of the rule were tried.
    expect(answered).toBeGreaterThan(0)
  })

  it("reads the raw address from the request's URL, escapes and all", () => {
    expect(rawAddressOf(new Request("https://riffandcode.dev/api/pexels-search?q=mus%69c&").url)).toBe("/api/pexels-search?q=mus%69c&")
    expect(rawAddressOf(new Request("https://riffandcode.dev/api/pexels-search?q=open+source").url)).toBe("/api/pexels-search?q=open+source")
    expect(rawAddressOf(new Request("https://riffandcode.dev/api/pexels-search?q=Open%2bSource").url)).toBe("/api/pexels-search?q=Open%2bSource")
  })

  it("answers 404 for anything that is not a tag of the site, without asking Pexels", async () => {
    const api = finding()
    const answer = await searchTagImages(get("/api/pexels-search?q=cheap%20flights"), setup({ fetch: api.stub }))
    expect(answer).toEqual({ status: 404, headers: {}, body: { error: '"cheap flights" is not a tag of this site' } })
    expect(api.calls).toEqual([])
  })

  it("answers 503 with the reason when the key is missing at run time", async () => {
    const api = finding()
    const answer = await searchTagImages(get("/api/pexels-search?q=music"), setup({ key: undefined, fetch: api.stub }))
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ error: "Image search is not configured: PEXELS_API_KEY is not set" })
    expect(api.calls).toEqual([])
  })

  it("gives up when Pexels does not answer in time, and nothing is cached", async () => {
    const silent = pexels(signal => new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))))
    const answer = await searchTagImages(get("/api/pexels-search?q=music"), setup({ fetch: silent.stub, timeoutMs: 50 }))
    expect(answer).toEqual({ status: 504, headers: {}, body: { error: "Image search did not answer within 0.05 s" } })
    expect(SEARCH_TIMEOUT_MS).toBe(5_000)
  })

  it("passes on Pexels' errors and unreachability without a cache header", async () => {
    const refusing = pexels(async () => new Response("quota", { status: 429 }))
    expect(await searchTagImages(get("/api/pexels-search?q=music"), setup({ fetch: refusing.stub }))).toEqual({
      status: 502,
      headers: {},
      body: { error: "Image search answered 429" },
    })
    const unreachable = pexels(async () => Promise.reject(new TypeError("fetch failed")))
    expect(await searchTagImages(get("/api/pexels-search?q=music"), setup({ fetch: unreachable.stub }))).toEqual({
      status: 502,
      headers: {},
      body: { error: "Image search could not be reached" },
    })
  })

  it("refuses other methods and malformed queries", async () => {
    expect(await searchTagImages({ method: "POST", address: "/api/pexels-search?q=music" }, setup({}))).toMatchObject({ status: 405, headers: { Allow: "GET" } })
    for (const query of ["", "?q", "?q=", "?q=%20%20", "?x=music", `?q=${"x".repeat(101)}`]) {
      expect(await searchTagImages(get(`/api/pexels-search${query}`), setup({}))).toMatchObject({ status: 400 })
    }
  })
})
