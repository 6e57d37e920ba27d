import { getSupabase } from "./supabase-client"

/**
 * One small read that keeps the hosted backend from pausing for inactivity. Its answer is
 * only noted in the console; a missing configuration or a failure changes nothing on the page.
 */
export async function keepAlive(): Promise<void> {
  try {
    const supabase = await getSupabase()
    if (!supabase) return
    // One try is enough for a read whose answer nobody waits for.
    const { data, error } = await supabase.from("media_views").select("playlist_id").limit(1).retry(false)
    console.info(error ? `Keep-alive read done without an answer: ${error.message}` : `Keep-alive read done (${data.length === 1 ? "1 row" : `${data.length} rows`})`)
  } catch (error) {
    console.info(`Keep-alive read done without an answer: ${(error as Error).message}`)
  }
}
