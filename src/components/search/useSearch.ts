import { useEffect, useState } from "react"
import type { Lang } from "../../lib/language"
import type { SearchScope } from "../../lib/search"
import { runSearch, type SearchOutcome } from "./pagefind"

export type SearchState =
  | { status: "empty" }
  | { status: "searching" }
  | { status: "failed" }
  | ({ status: "done"; query: string } & SearchOutcome)

/** Waits for a pause in typing before asking the index, so each word typed is not a search of its own. */
const TYPING_PAUSE_MS = 150

/** The results of what the reader typed, kept to the latest query: an earlier, slower answer never replaces it. */
export function useSearch(query: string, lang: Lang, scope: SearchScope): SearchState {
  const [state, setState] = useState<SearchState>({ status: "empty" })
  const words = query.trim()

  useEffect(() => {
    if (!words) {
      setState({ status: "empty" })
      return
    }
    let current = true
    setState(previous => (previous.status === "done" ? previous : { status: "searching" }))
    const timer = setTimeout(() => {
      runSearch(words, lang, scope).then(
        outcome => current && setState({ status: "done", query: words, ...outcome }),
        () => current && setState({ status: "failed" }),
      )
    }, TYPING_PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [words, lang, scope])

  return state
}
