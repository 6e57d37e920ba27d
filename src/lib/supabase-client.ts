import type { SupabaseClient } from "@supabase/supabase-js"

let client: Promise<SupabaseClient | null> | undefined

/**
 * The one Supabase client, created on first use. The library is imported only then, so pages that never
 * ask for it never download it. Without GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY there is no
 * backend and this resolves to null. The site signs no one in, so sessions are neither stored nor refreshed.
 */
export function getSupabase(): Promise<SupabaseClient | null> {
  client ??= createSupabase()
  return client
}

async function createSupabase(): Promise<SupabaseClient | null> {
  const url = process.env.GATSBY_SUPABASE_URL
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY
  if (!url || !anonKey) return null
  const { createClient } = await import("@supabase/supabase-js")
  return createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } })
}
