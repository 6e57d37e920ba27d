import { useCallback, useMemo, useSyncExternalStore } from "react"
import { filtersFromQuery, queryFromFilters, type ZoneFilters } from "./logic"

// The URL query is the one place the filters live: a filtered view can be shared and survives a reload.
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener("popstate", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("popstate", listener)
  }
}

const currentQuery = () => window.location.search
// The static HTML is built without a query; React renders it first, then the visitor's own query.
const builtQuery = () => ""
// Whether React has taken over the page never changes once it has.
const noChanges = () => () => {}

export interface ZoneFilterState {
  filters: ZoneFilters
  setFilters: (next: ZoneFilters) => void
  /** false in the static HTML and until React has taken over the page, so no early input is lost */
  ready: boolean
}

/**
 * The zones filters, read from and written to the URL query. Changes replace the history entry
 * rather than add one, so typing a search does not fill the back button with keystrokes.
 */
export function useZoneFilters(states: readonly string[]): ZoneFilterState {
  const query = useSyncExternalStore(subscribe, currentQuery, builtQuery)
  const ready = useSyncExternalStore(noChanges, () => true, () => false)
  const filters = useMemo(() => filtersFromQuery(query, states), [query, states])
  const setFilters = useCallback((next: ZoneFilters) => {
    const { pathname, hash } = window.location
    // Gatsby keeps its own key in the history state; it stays as it is.
    window.history.replaceState(window.history.state, "", `${pathname}${queryFromFilters(next)}${hash}`)
    for (const listener of listeners) listener()
  }, [])
  return { filters, setFilters, ready }
}
