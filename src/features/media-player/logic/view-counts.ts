import { progressRecordKey } from "./progress"

/** View counts keyed like saved positions: playlist id + "_" + media url. */
export type ViewCounts = Readonly<Record<string, number>>

/** A view counts once the played share reaches this, or at the end. */
export const VIEW_RATIO = 0.9

export const viewCountKey = progressRecordKey

/** One item as the backend names it: the items it lists and counts are these pairs. */
export interface CountedItem {
  playlist_id: string
  media_url: string
}

/**
 * Each item of these playlists once, as the backend names it: the counts the player asks for, and
 * what `npm run media:sync` lists from the playlist file.
 */
export function countedItems(playlists: ReadonlyArray<{ id: string; items: ReadonlyArray<{ url: string }> }>): CountedItem[] {
  const seen = new Set<string>()
  const items: CountedItem[] = []
  for (const { id, items: media } of playlists) {
    for (const { url } of media) {
      const key = JSON.stringify([id, url])
      if (seen.has(key)) continue
      seen.add(key)
      items.push({ playlist_id: id, media_url: url })
    }
  }
  return items
}

/** The error code the backend answers a view of an item it does not list with (see supabase/migrations). */
export const UNLISTED_ITEM_ERROR = "42704"

export function reachedViewRatio(position: number, duration: number): boolean {
  return Number.isFinite(duration) && duration > 0 && position / duration >= VIEW_RATIO
}

/** Adds the backend's rows (playlist_id, media_url, view_count) to the counts; malformed rows are skipped. */
export function mergeViewCounts(counts: ViewCounts, rows: unknown): ViewCounts {
  if (!Array.isArray(rows)) return counts
  const merged: Record<string, number> = { ...counts }
  for (const row of rows) {
    if (typeof row !== "object" || row === null) continue
    const { playlist_id, media_url, view_count } = row as Record<string, unknown>
    const count = typeof view_count === "string" ? Number(view_count) : view_count
    if (typeof playlist_id !== "string" || typeof media_url !== "string") continue
    if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0) continue
    merged[viewCountKey(playlist_id, media_url)] = count
  }
  return merged
}

/** "1 view", "1,234 views". */
export const formatViews = (count: number): string => `${count.toLocaleString("en-US")} ${count === 1 ? "view" : "views"}`
