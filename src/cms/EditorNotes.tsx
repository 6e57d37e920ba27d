import React from "react"
import * as styles from "./EditorNotes.module.css"
import type { TranslationLink } from "./entries"

/**
 * What only the editor sees above the preview: why the build would refuse the entry, and the way to
 * its other-language version. That opens in a new tab, beside the entry being edited: Decap's editor
 * does not load another entry at a new address in the same page.
 */
export function EditorNotes({ problems, translation = null }: { problems: readonly string[]; translation?: TranslationLink | null }) {
  if (problems.length === 0 && !translation) return null
  return (
    <aside className={styles.notes} lang="en" aria-label="Editor's notes">
      {problems.length > 0 && (
        <div role="alert">
          <p className={styles.heading}>The build would stop on this entry:</p>
          <ul>
            {problems.map(problem => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {translation && (
        <a href={translation.href} target="_blank" rel="noopener" className={styles.translation}>
          {translation.label}
        </a>
      )}
    </aside>
  )
}
