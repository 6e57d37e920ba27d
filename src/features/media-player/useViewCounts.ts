import { useCallback, useEffect, useState } from "react"
import { viewCountKey, type ViewCounts } from "./logic"
import { countView, loadViewCounts } from "./view-count-service"

/**
 * The global view counts of these playlists' items: null until they are known, and for good when there is
 * no backend or it fails, so nothing is shown. `addView` counts one view and shows the new count.
 */
export function useViewCounts(playlistIds: readonly string[]) {
  const [counts, setCounts] = useState<ViewCounts | null>(null)
  const idsKey = playlistIds.join("\n")

  useEffect(() => {
    let current = true
    void loadViewCounts(idsKey.split("\n")).then(loaded => {
      if (current && loaded) setCounts(loaded)
    })
    return () => {
      current = false
    }
  }, [idsKey])

  const addView = useCallback((playlistId: string, mediaUrl: string) => {
    void countView(playlistId, mediaUrl).then(count => {
      if (count !== null) setCounts(previous => (previous ? { ...previous, [viewCountKey(playlistId, mediaUrl)]: count } : previous))
    })
  }, [])

  return { counts, addView }
}
