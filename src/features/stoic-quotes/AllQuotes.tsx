import React, { useState } from "react"
import { ALL_AUTHORS, authorChips, quotesBy } from "./quote-rules"
import type { Quote } from "./stoic-quote"
import { QuoteFigure } from "./QuoteFigure"
import * as styles from "./StoicQuotes.module.css"

/** Every quote as a card, filtered by author with chips, "All" first. */
export function AllQuotes({ quotes }: { quotes: readonly Quote[] }) {
  const [author, setAuthor] = useState(ALL_AUTHORS)
  const shown = quotesBy(quotes, author)
  return (
    <div className={styles.all}>
      <div className={styles.chips} role="group" aria-label="Filter by author">
        {authorChips(quotes).map(chip => (
          <button key={chip} type="button" className={styles.chip} aria-pressed={chip === author} onClick={() => setAuthor(chip)}>
            {chip}
          </button>
        ))}
      </div>
      {/* The list scrolls inside the widget; focusable so the keyboard can scroll it too. */}
      <ul className={styles.cards} aria-label={author === ALL_AUTHORS ? "All quotes" : `Quotes by ${author}`} tabIndex={0}>
        {shown.map(quote => (
          <li key={`${quote.author}:${quote.content}`} className={styles.card}>
            <QuoteFigure quote={quote} />
          </li>
        ))}
      </ul>
    </div>
  )
}
