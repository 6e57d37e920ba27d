import { Link } from "gatsby"
import React, { useEffect, useId, useRef, useState } from "react"
import { formatLongDate } from "../../lib/dates"
import { SITE_LANG, type Lang } from "../../content-model/lang"
import { SEARCH_PATH, type SearchHit, type SearchScope } from "../../lib/search"
import { SEARCH_ENTRY_MARK } from "../../lib/search-entry"
import * as styles from "./Search.module.css"
import { SEARCH_TEXT, type SearchText } from "./texts"
import { useSearch, type SearchState } from "./useSearch"

interface SearchPanelProps {
  /** the language of the page search was opened on: its words, and the pages searched first */
  lang: Lang
  initialQuery?: string
  /** focus the field once shown (in the dialog) */
  autoFocus?: boolean
  onQueryChange?: (query: string) => void
}

/** What the line under the field says: how to start, that it is searching, or what was found. */
function statusLine(state: SearchState, scope: SearchScope, text: SearchText): string {
  if (state.status === "empty") return text.empty
  if (state.status === "searching") return text.searching
  if (state.status === "failed") return text.failed
  const found = state.total ? text.results(state.total) : text.noResults(state.query)
  return scope === "language" && state.otherLanguages ? `${found} ${text.more(state.otherLanguages)}` : found
}

/**
 * The search field, the choice between the page's language and all languages, and the results.
 * Without JavaScript the field is a plain form that opens /search?q=…, which searches once loaded.
 */
export function SearchPanel({ lang, initialQuery = "", autoFocus = false, onQueryChange }: SearchPanelProps) {
  const text = SEARCH_TEXT[lang]
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState(initialQuery)
  const [scope, setScope] = useState<SearchScope>("language")
  const state = useSearch(query, lang, scope)

  // After the dialog's own focus handling (a layout effect), so the field, not the close button, has it.
  useEffect(() => {
    if (autoFocus) field.current?.focus()
  }, [autoFocus])

  const change = (next: string) => {
    setQuery(next)
    onQueryChange?.(next)
  }

  return (
    <div className={styles.panel} lang={lang}>
      <form role="search" action={SEARCH_PATH} method="get" onSubmit={event => event.preventDefault()} {...SEARCH_ENTRY_MARK}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {text.label}
        </label>
        <input
          ref={field}
          id={`${id}-q`}
          className={styles.field}
          type="search"
          name="q"
          value={query}
          onChange={event => change(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        {lang !== SITE_LANG && <input type="hidden" name="lang" value={lang} />}
      </form>
      <fieldset className={styles.scope}>
        <legend className={styles.legend}>{text.scope}</legend>
        {(["language", "all"] as const).map(option => (
          <label key={option} className={styles.option}>
            <input type="radio" name={`${id}-scope`} checked={scope === option} onChange={() => setScope(option)} />
            {option === "language" ? text.thisLanguage : text.allLanguages}
          </label>
        ))}
      </fieldset>
      <p className={styles.status} role="status">
        {statusLine(state, scope, text)}
      </p>
      {state.status === "done" && state.hits.length > 0 && <SearchResults hits={state.hits} />}
    </div>
  )
}

function SearchResults({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ol className={styles.hits}>
      {hits.map(hit => (
        <li key={hit.url} className={styles.hit} lang={hit.lang}>
          <Link to={hit.url} className={styles.hitTitle}>
            {hit.title}
          </Link>
          <p className={styles.excerpt}>
            {hit.excerpt.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
          </p>
          {(hit.date || hit.tags.length > 0) && (
            <p className={styles.meta}>
              {hit.date && <time dateTime={hit.date}>{formatLongDate(hit.date)}</time>}
              {hit.tags.length > 0 && <span>{hit.tags.map(tag => `#${tag}`).join(" ")}</span>}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
