import { useCallback, useEffect, useState } from "react"
import { viewCountKey, type CountedItem, type ViewCounts } from "./logic"
import { countView, loadViewCounts } from "./view-count-service"

/**
 * The global view counts of these items: null until they are known, and for good when there is
 * no backend or it fails, so nothing is shown. `addView` counts one view and shows the new count.
 */
export function useViewCounts(items: readonly CountedItem[]) {
  const [counts, setCounts] = useState<ViewCounts | null>(null)
  // The items arrive as a new list on every render; their text says when they really changed.
  const itemsKey = JSON.stringify(items)

  useEffect(() => {
    let current = true
    void loadViewCounts(JSON.parse(itemsKey) as CountedItem[]).then(loaded => {
      if (current && loaded) setCounts(loaded)
    })
    return () => {
      current = false
    }
  }, [itemsKey])

  const addView = useCallback((playlistId: string, mediaUrl: string) => {
    void countView(playlistId, mediaUrl).then(count => {
      if (count !== null) setCounts(previous => (previous ? { ...previous, [viewCountKey(playlistId, mediaUrl)]: count } : previous))
    })
  }, [])

  return { counts, addView }
}
