import type { SupabaseClient } from "@supabase/supabase-js"
import { configuredBackend } from "./backend"

let client: Promise<SupabaseClient | null> | undefined

/**
 * The one Supabase client of the site, created on first use, or null when the site is built
 * without `GATSBY_SUPABASE_URL` and `GATSBY_SUPABASE_ANON_KEY`. The library is a heavy chunk,
 * so it is imported only here and only when a page asks for the client.
 */
export async function getSupabase(): Promise<SupabaseClient | null> {
  const backend = configuredBackend()
  if (!backend) return null
  const { url, anonKey } = backend
  client ??= import("@supabase/supabase-js")
    // The site signs no one in: no session to keep or refresh.
    .then(({ createClient }) =>
      createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }),
    )
    .catch(() => {
      // A chunk that failed to load (offline, a new deploy) may load on a later call.
      client = undefined
      return null
    })
  return client
}
