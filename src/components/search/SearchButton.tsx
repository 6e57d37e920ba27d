import React, { useCallback, useEffect, useState } from "react"
import { isLang, type Lang } from "../../lib/language"
import { opensSearch } from "../../lib/search"
import { SEARCH_ENTRY_MARK } from "../../lib/search-pages"
import * as styles from "./SearchButton.module.css"
import type { SearchDialog } from "./SearchDialog"

/** The language of the page being read, which search speaks and searches first. */
const pageLang = (): Lang => {
  const lang = document.documentElement.lang
  return isLang(lang) ? lang : "en"
}

/**
 * The navigation's search button, and the `/` key anywhere but in a field. Only this much ships
 * with every page: the dialog, its results and Pagefind are fetched when the reader first opens it.
 */
export function SearchButton({ pathname }: { pathname: string }) {
  const [lang, setLang] = useState<Lang | null>(null)
  const [Dialog, setDialog] = useState<typeof SearchDialog | null>(null)

  const open = useCallback(() => {
    setLang(pageLang())
    void import("./SearchDialog").then(module => setDialog(() => module.SearchDialog))
  }, [])
  const close = useCallback(() => setLang(null), [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return
      event.preventDefault()
      open()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [open])

  // Following a result leaves the page: the dialog goes with it.
  useEffect(close, [pathname, close])

  return (
    <>
      <button type="button" className={styles.button} aria-label="Search" aria-keyshortcuts="/" aria-haspopup="dialog" onClick={open} {...SEARCH_ENTRY_MARK}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5 21 21" />
        </svg>
      </button>
      {lang && Dialog && <Dialog lang={lang} onClose={close} />}
    </>
  )
}
