/**
 * One tiny read of `media_views` on load, so the hosted database is not paused for inactivity.
 * The Supabase client is imported only here and only when configured, so it never weighs on a
 * page's initial JavaScript; any failure is ignored (the spec: keep-alive failure is silent).
 */
export async function keepAlive(): Promise<void> {
  const url = process.env.GATSBY_SUPABASE_URL
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY
  if (!url || !anonKey) return
  try {
    const { createClient } = await import("@supabase/supabase-js")
    // The site signs no one in: no session to keep or refresh.
    const client = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } })
    // One read per visit: a failure is not worth the client's retries.
    const { data, error } = await client.from("media_views").select("playlist_id").limit(1).retry(false)
    if (!error) console.info("keep-alive: media_views answered", data)
  } catch {
    // Unreachable or misconfigured backend: the page does not depend on it.
  }
}
