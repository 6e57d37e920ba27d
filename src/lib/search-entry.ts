// The ways into search that every page carries. Kept apart, importing nothing, because whatever
// the navigation's button imports ships in every page's first-load JavaScript.

/** Carried by every way into search (the navigation's button, the search page's form): such a page may run the index's WebAssembly. */
export const SEARCH_ENTRY_ATTRIBUTE = "data-search-entry"
export const SEARCH_ENTRY_MARK = { [SEARCH_ENTRY_ATTRIBUTE]: "" }

/** The element a key press came from, as far as the `/` shortcut needs to know it. */
interface KeyTarget {
  tagName?: string
  isContentEditable?: boolean
}

/** `/` opens search, unless the reader is typing somewhere: then it is just a slash. */
export function opensSearch(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: unknown }): boolean {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return false
  const target = (event.target ?? {}) as KeyTarget
  return !target.isContentEditable && !["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName ?? "")
}
