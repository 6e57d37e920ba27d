import React, { useCallback, useEffect, useState } from "react"
import { opensSearch, SEARCH_ENTRY_MARK } from "../../lib/search-entry"
import * as styles from "./SearchButton.module.css"
import type { SearchDialog } from "./SearchDialog"

/**
 * The navigation's search button, and the `/` key anywhere but in a field. Only this much ships
 * with every page (it imports nothing else of search): the dialog, its results and Pagefind are
 * fetched when the reader first opens it.
 */
export function SearchButton({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false)
  const [Dialog, setDialog] = useState<typeof SearchDialog | null>(null)

  const show = useCallback(() => {
    setOpen(true)
    void import("./SearchDialog").then(module => setDialog(() => module.SearchDialog))
  }, [])
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return
      event.preventDefault()
      show()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [show])

  // Following a result leaves the page: the dialog goes with it.
  useEffect(close, [pathname, close])

  return (
    <>
      <button type="button" className={styles.button} aria-label="Search" aria-keyshortcuts="/" aria-haspopup="dialog" onClick={show} {...SEARCH_ENTRY_MARK}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5 21 21" />
        </svg>
      </button>
      {open && Dialog && <Dialog onClose={close} />}
    </>
  )
}
