/**
 * @jest-environment node
 */
import "../test-support/browser-globals"
import { freshModule } from "../test-support/fresh-module"
import type { getSupabase as GetSupabase } from "./supabase-client"

const freshGetSupabase = (): typeof GetSupabase =>
  freshModule(() => jest.requireActual<typeof import("./supabase-client")>("./supabase-client")).getSupabase

describe("getSupabase", () => {
  const env = { ...process.env }
  afterEach(() => {
    process.env = { ...env }
    jest.restoreAllMocks()
  })

  it("is null without the backend address or key", async () => {
    delete process.env.GATSBY_SUPABASE_URL
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon-key"
    await expect(freshGetSupabase()()).resolves.toBeNull()
    process.env.GATSBY_SUPABASE_URL = "https://backend.example.test"
    delete process.env.GATSBY_SUPABASE_ANON_KEY
    await expect(freshGetSupabase()()).resolves.toBeNull()
  })

  it("creates one client and hands the same one to every caller", async () => {
    process.env.GATSBY_SUPABASE_URL = "https://backend.example.test"
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon-key"
    const getSupabase = freshGetSupabase()
    const [first, second] = await Promise.all([getSupabase(), getSupabase()])
    expect(first).not.toBeNull()
    expect(second).toBe(first)
    expect(await getSupabase()).toBe(first)
  })

  it("keeps no session: nothing is stored and no token refresh is scheduled", async () => {
    process.env.GATSBY_SUPABASE_URL = "https://backend.example.test"
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon-key"
    const fetch = jest.spyOn(globalThis, "fetch")
    const client = await freshGetSupabase()()
    const { data } = await client!.auth.getSession()
    expect(data.session).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})
