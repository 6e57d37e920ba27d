import { getSupabase } from "../../browser/supabase-client"
import { mergeViewCounts, UNLISTED_ITEM_ERROR, type CountedItem, type ViewCounts } from "./logic"

// The backend is optional: every failure here is logged and the player carries on without counts.
function logFailure(what: string, error: unknown): void {
  const message = error instanceof Error ? error.message : typeof error === "object" && error && "message" in error ? String(error.message) : String(error)
  console.warn(`View counts: ${what} failed (${message})`)
}

/** The counts of these items, and of no others; null without a backend or when it fails. */
export async function loadViewCounts(items: readonly CountedItem[]): Promise<ViewCounts | null> {
  try {
    const supabase = await getSupabase()
    if (!supabase) return null
    const { data, error } = await supabase.rpc("view_counts", { p_items: items })
    if (error) throw error
    return mergeViewCounts({}, data)
  } catch (error) {
    logFailure("loading", error)
    return null
  }
}

/**
 * Counts one view; the item's new count, or null without a backend or when it fails. An item the
 * backend does not list (the playlist file changed and was not synced yet) is simply not counted.
 */
export async function countView(playlistId: string, mediaUrl: string): Promise<number | null> {
  try {
    const supabase = await getSupabase()
    if (!supabase) return null
    const { data, error } = await supabase.rpc("increment_view_count", { p_playlist_id: playlistId, p_media_url: mediaUrl })
    if (error?.code === UNLISTED_ITEM_ERROR) return null
    if (error) throw error
    const count = Number(data)
    if (!Number.isSafeInteger(count)) throw new Error(`unexpected answer ${JSON.stringify(data)}`)
    return count
  } catch (error) {
    logFailure("counting a view", error)
    return null
  }
}
