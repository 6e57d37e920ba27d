/** @jest-environment node */
import { keepAlive } from "./keep-alive"

// The Supabase HTTP endpoint is the edge: the real client runs against a fake fetch. Node 20 has
// no WebSocket, which the client's realtime part insists on finding although a read never opens one.
class NoSocket {}

describe("keepAlive", () => {
  const env = { ...process.env }
  let fetchMock: jest.Mock
  let info: jest.SpyInstance
  let error: jest.SpyInstance
  beforeEach(() => {
    fetchMock = jest.fn()
    Object.assign(globalThis, { fetch: fetchMock, WebSocket: globalThis.WebSocket ?? NoSocket })
    jest.spyOn(console, "warn").mockImplementation(() => undefined)
    info = jest.spyOn(console, "info").mockImplementation(() => undefined)
    error = jest.spyOn(console, "error")
  })
  afterEach(() => {
    process.env = { ...env }
    jest.restoreAllMocks()
  })

  const configure = () => {
    process.env.GATSBY_SUPABASE_URL = "https://project.supabase.test"
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon-key"
  }

  it("does nothing when Supabase is not configured", async () => {
    delete process.env.GATSBY_SUPABASE_URL
    delete process.env.GATSBY_SUPABASE_ANON_KEY
    await keepAlive()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("reads one playlist id from media_views and logs the answer", async () => {
    configure()
    fetchMock.mockResolvedValue(new Response(JSON.stringify([{ playlist_id: "intro" }]), { status: 200, headers: { "Content-Type": "application/json" } }))
    await keepAlive()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]
    expect(String(url)).toBe("https://project.supabase.test/rest/v1/media_views?select=playlist_id&limit=1")
    expect(new Headers(init.headers).get("apikey")).toBe("anon-key")
    expect(info).toHaveBeenCalledWith("keep-alive: media_views answered", [{ playlist_id: "intro" }])
  })

  it("ignores an unreachable or failing backend", async () => {
    configure()
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    await expect(keepAlive()).resolves.toBeUndefined()
    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 503 }))
    await expect(keepAlive()).resolves.toBeUndefined()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(info).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })
})
