/**
 * @jest-environment node
 */
import "../test-support/browser-globals"
import { freshModule } from "../test-support/fresh-module"
// Only the HTTP endpoint (global fetch) is answered by the test.

const URL_BASE = "https://backend.example.test"

function answer(status: number, body: unknown) {
  return jest.spyOn(globalThis, "fetch").mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  )
}

const freshKeepAlive = () => freshModule(() => jest.requireActual<typeof import("./keep-alive")>("./keep-alive")).keepAlive

describe("keepAlive", () => {
  const env = { ...process.env }
  let info: jest.SpyInstance
  let error: jest.SpyInstance

  beforeEach(() => {
    process.env.GATSBY_SUPABASE_URL = URL_BASE
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon-key"
    info = jest.spyOn(console, "info").mockImplementation(() => undefined)
    error = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })

  afterEach(() => {
    process.env = { ...env }
    jest.restoreAllMocks()
  })

  it("reads one playlist id from live_media_views with the anonymous key and notes it", async () => {
    const fetch = answer(200, [{ playlist_id: "default" }])
    await freshKeepAlive()()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    const request = new URL(url)
    expect(`${request.origin}${request.pathname}`).toBe(`${URL_BASE}/rest/v1/live_media_views`)
    expect(request.searchParams.get("select")).toBe("playlist_id")
    expect(request.searchParams.get("limit")).toBe("1")
    expect(new Headers(init.headers).get("apikey")).toBe("anon-key")
    expect(info).toHaveBeenCalledWith("Keep-alive read done (1 row)")
    expect(error).not.toHaveBeenCalled()
  })

  it("ignores an error answer and only notes it", async () => {
    answer(500, { message: "database is paused", code: "XX000" })
    await expect(freshKeepAlive()()).resolves.toBeUndefined()
    expect(info).toHaveBeenCalledWith("Keep-alive read done without an answer: database is paused")
    expect(error).not.toHaveBeenCalled()
  })

  it("notes the status of an error answer that is not the backend's JSON", async () => {
    jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }))
    await expect(freshKeepAlive()()).resolves.toBeUndefined()
    expect(info).toHaveBeenCalledWith("Keep-alive read done without an answer: HTTP 502")
  })

  it("ignores an unreachable backend", async () => {
    jest.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"))
    await expect(freshKeepAlive()()).resolves.toBeUndefined()
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Keep-alive read done without an answer: .*fetch failed/))
    expect(error).not.toHaveBeenCalled()
  })

  it("sends nothing when the backend is not configured", async () => {
    delete process.env.GATSBY_SUPABASE_URL
    const fetch = answer(200, [])
    await freshKeepAlive()()
    expect(fetch).not.toHaveBeenCalled()
    expect(info).not.toHaveBeenCalled()
  })
})
