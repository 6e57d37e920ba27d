import { getSupabase } from "../../lib/supabase-client"
import { mergeViewCounts, type ViewCounts } from "./logic"

// The backend is optional: every failure here is logged and the player carries on without counts.
function logFailure(what: string, error: unknown): void {
  const message = error instanceof Error ? error.message : typeof error === "object" && error && "message" in error ? String(error.message) : String(error)
  console.warn(`View counts: ${what} failed (${message})`)
}

/** The counts of these playlists' items; null without a backend or when it fails. */
export async function loadViewCounts(playlistIds: readonly string[]): Promise<ViewCounts | null> {
  try {
    const supabase = await getSupabase()
    if (!supabase) return null
    const { data, error } = await supabase.from("media_views").select("media_url, view_count, playlist_id").in("playlist_id", [...playlistIds])
    if (error) throw error
    return mergeViewCounts({}, data)
  } catch (error) {
    logFailure("loading", error)
    return null
  }
}

/** Counts one view; the item's new count, or null without a backend or when it fails. */
export async function countView(playlistId: string, mediaUrl: string): Promise<number | null> {
  try {
    const supabase = await getSupabase()
    if (!supabase) return null
    const { data, error } = await supabase.rpc("increment_view_count", { p_playlist_id: playlistId, p_media_url: mediaUrl })
    if (error) throw error
    const count = Number(data)
    if (!Number.isSafeInteger(count)) throw new Error(`unexpected answer ${JSON.stringify(data)}`)
    return count
  } catch (error) {
    logFailure("counting a view", error)
    return null
  }
}
