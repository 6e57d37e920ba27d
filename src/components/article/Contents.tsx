import React from "react"
import { CONTENTS_TITLE, type ContentsEntry } from "../../lib/contents"
import type { Lang } from "../../lib/language"
import * as styles from "./Contents.module.css"

export interface ContentsProps {
  entries: readonly ContentsEntry[]
  lang: Lang
  /** the section being read, marked in the list once the page's script runs */
  section: string | null
}

/**
 * A long article's table of contents, in its HTML from the build: beside the text on a wide
 * screen, folded above it on a narrower one. Plain links and <details>, so it needs no script.
 * Each layout has its own copy of the list; the stylesheet shows one at a time.
 */
export function Contents({ entries, lang, section }: ContentsProps) {
  if (entries.length === 0) return null
  const title = CONTENTS_TITLE[lang]
  const list = (
    <ol className={styles.list}>
      {entries.map(entry => (
        <li key={entry.id} className={entry.depth === 3 ? styles.part : undefined}>
          <a href={`#${entry.id}`} aria-current={entry.id === section ? "location" : undefined}>
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  )
  return (
    <>
      <nav className={styles.folded} aria-label={title}>
        <details>
          <summary>{title}</summary>
          {list}
        </details>
      </nav>
      <nav className={styles.beside} aria-label={title}>
        <div className={styles.stays}>
          <p className={styles.title}>{title}</p>
          {list}
        </div>
      </nav>
    </>
  )
}
