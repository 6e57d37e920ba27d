/** @jest-environment node */
import { SEARCH_CACHE_CONTROL, SEARCH_TIMEOUT_MS, searchTagImages, type SearchSetup } from "./tag-image-search"

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
const setup = (overrides: Partial<SearchSetup>): SearchSetup => ({ key: "key", knownTags: ["music", "filosofía"], fetch: finding().stub, ...overrides })

describe("the tag image search", () => {
  it("answers a tag of the site with Pexels' photos, cached for a day", async () => {
    const api = finding()
    const answer = await searchTagImages({ method: "GET", query: { q: "music" } }, setup({ fetch: api.stub }))
    expect(answer).toEqual({ status: 200, headers: { "Cache-Control": SEARCH_CACHE_CONTROL }, body: { images: [PHOTO] } })
    expect(api.calls).toEqual([expect.stringContaining("query=music")])
  })

  it("sends a stranger's other spellings of a tag to its one address, without asking Pexels", async () => {
    const api = finding()
    for (const query of [{ q: "MUSIC" }, { q: " music " }, { q: "music", x: "1" }, { q: "Filosofía", cache: "bust" }]) {
      const answer = await searchTagImages({ method: "GET", query }, setup({ fetch: api.stub }))
      const location = `/api/pexels-search?q=${encodeURIComponent(String(query.q).trim().toLowerCase())}`
      expect(answer).toEqual({ status: 301, headers: { Location: location, "Cache-Control": SEARCH_CACHE_CONTROL }, body: { location } })
    }
    expect(api.calls).toEqual([])
  })

  it("answers 404 for anything that is not a tag of the site, without asking Pexels", async () => {
    const api = finding()
    const answer = await searchTagImages({ method: "GET", query: { q: "cheap flights" } }, setup({ fetch: api.stub }))
    expect(answer).toEqual({ status: 404, headers: {}, body: { error: '"cheap flights" is not a tag of this site' } })
    expect(api.calls).toEqual([])
  })

  it("answers 503 with the reason when the key is missing at run time", async () => {
    const api = finding()
    const answer = await searchTagImages({ method: "GET", query: { q: "music" } }, setup({ key: undefined, fetch: api.stub }))
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ error: "Image search is not configured: PEXELS_API_KEY is not set" })
    expect(api.calls).toEqual([])
  })

  it("gives up when Pexels does not answer in time, and nothing is cached", async () => {
    const silent = pexels(signal => new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))))
    const answer = await searchTagImages({ method: "GET", query: { q: "music" } }, setup({ fetch: silent.stub, timeoutMs: 50 }))
    expect(answer).toEqual({ status: 504, headers: {}, body: { error: "Image search did not answer within 0.05 s" } })
    expect(SEARCH_TIMEOUT_MS).toBe(5_000)
  })

  it("passes on Pexels' errors and unreachability without a cache header", async () => {
    const refusing = pexels(async () => new Response("quota", { status: 429 }))
    expect(await searchTagImages({ method: "GET", query: { q: "music" } }, setup({ fetch: refusing.stub }))).toEqual({
      status: 502,
      headers: {},
      body: { error: "Image search answered 429" },
    })
    const unreachable = pexels(async () => Promise.reject(new TypeError("fetch failed")))
    expect(await searchTagImages({ method: "GET", query: { q: "music" } }, setup({ fetch: unreachable.stub }))).toEqual({
      status: 502,
      headers: {},
      body: { error: "Image search could not be reached" },
    })
  })

  it("refuses other methods and malformed queries", async () => {
    expect(await searchTagImages({ method: "POST", query: { q: "music" } }, setup({}))).toMatchObject({ status: 405, headers: { Allow: "GET" } })
    for (const q of [undefined, "", "   ", ["music"], "x".repeat(101)]) {
      expect(await searchTagImages({ method: "GET", query: { q } }, setup({}))).toMatchObject({ status: 400 })
    }
  })
})
