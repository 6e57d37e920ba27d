import { fakeBackend, restoreBackend, useBackend } from "../test-support/fake-backend"
import type { getSupabase as GetSupabase } from "./supabase-client"

// Each test loads the module afresh, as each page load does.
async function freshGetSupabase(): Promise<typeof GetSupabase> {
  let loaded: typeof GetSupabase | undefined
  await jest.isolateModulesAsync(async () => {
    loaded = (await import("./supabase-client")).getSupabase
  })
  return loaded!
}

describe("getSupabase", () => {
  afterEach(restoreBackend)

  it("is null without the backend's address and key", async () => {
    delete process.env.GATSBY_SUPABASE_URL
    delete process.env.GATSBY_SUPABASE_ANON_KEY
    expect(await (await freshGetSupabase())()).toBeNull()
    process.env.GATSBY_SUPABASE_URL = "http://backend.test"
    expect(await (await freshGetSupabase())()).toBeNull()
  })

  it("creates one client that talks to the configured backend with the anonymous key and keeps no session", async () => {
    const backend = fakeBackend(() => ({ status: 200, body: [] }))
    useBackend(backend)
    const getSupabase = await freshGetSupabase()
    const supabase = await getSupabase()
    expect(await getSupabase()).toBe(supabase)
    await supabase!.from("media_views").select("playlist_id").limit(1)
    expect(backend.requests).toEqual([
      { method: "GET", url: "http://backend.test/rest/v1/media_views?select=playlist_id&limit=1", apikey: "anon-key", body: null },
    ])
    // The site signs no one in: nothing is stored and no token is refreshed.
    const auth = supabase!.auth as unknown as { persistSession: boolean; autoRefreshToken: boolean }
    expect(auth.persistSession).toBe(false)
    expect(auth.autoRefreshToken).toBe(false)
    expect(Object.keys(localStorage)).toEqual([])
  })
})
