import { useCallback, useEffect, useMemo, useState } from "react"
import { filtersFromQuery, queryFromFilters, type ZoneFilters } from "./zone-rules"

export interface ZoneFilterState {
  filters: ZoneFilters
  setFilters: (next: ZoneFilters) => void
  /** false in the static HTML and until React has taken over the page, so no early input is lost */
  ready: boolean
}

/**
 * The zones filters, read from and written to the URL query, the one place they live: a filtered
 * view can be shared and survives a reload. Changes replace the history entry rather than add one,
 * so typing a search does not fill the back button with keystrokes.
 */
export function useZoneFilters(states: readonly string[]): ZoneFilterState {
  // null until the page is interactive: the first render matches the static HTML, built without a query.
  const [query, setQuery] = useState<string | null>(null)
  useEffect(() => {
    const readQuery = () => setQuery(window.location.search)
    readQuery()
    window.addEventListener("popstate", readQuery)
    return () => window.removeEventListener("popstate", readQuery)
  }, [])
  // Keyed by the query text: a page opened without one keeps its filters, and its list, when it becomes interactive.
  const search = query ?? ""
  const filters = useMemo(() => filtersFromQuery(search, states), [search, states])
  const setFilters = useCallback((next: ZoneFilters) => {
    const { pathname, hash } = window.location
    // Gatsby keeps its own key in the history state; it stays as it is.
    window.history.replaceState(window.history.state, "", `${pathname}${queryFromFilters(next)}${hash}`)
    setQuery(window.location.search)
  }, [])
  return { filters, setFilters, ready: query !== null }
}
