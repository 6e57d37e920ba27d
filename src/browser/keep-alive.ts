import { configuredBackend } from "./backend"

/**
 * One small read that keeps the hosted backend from pausing for inactivity. Its answer is
 * only noted in the console; a missing configuration or a failure changes nothing on the page.
 * It asks the backend's REST endpoint directly: the Supabase client would cost the page a heavy
 * script for one read whose answer nobody waits for.
 */
export async function keepAlive(): Promise<void> {
  const backend = configuredBackend()
  if (!backend) return
  const { url, anonKey } = backend
  try {
    // Through the view of the listed items' counts: the anonymous key cannot read the table itself.
    const response = await fetch(`${url}/rest/v1/live_media_views?select=playlist_id&limit=1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: "application/json" },
    })
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const message = (body as { message?: unknown } | null)?.message
      console.info(`Keep-alive read done without an answer: ${typeof message === "string" ? message : `HTTP ${response.status}`}`)
      return
    }
    const rows = Array.isArray(body) ? body.length : 0
    console.info(`Keep-alive read done (${rows === 1 ? "1 row" : `${rows} rows`})`)
  } catch (error) {
    console.info(`Keep-alive read done without an answer: ${(error as Error).message}`)
  }
}
