import React from "react"
import type { Quote } from "./stoic-quote"
import * as styles from "./StoicQuotes.module.css"

/** A quote with its author, its reference and its translator. */
export function QuoteFigure({ quote, large = false }: { quote: Quote; large?: boolean }) {
  return (
    <figure className={large ? styles.figureLarge : styles.figure}>
      <blockquote className={styles.content}>
        <p>{quote.content}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{quote.author}</span>
        <cite className={styles.reference}>{quote.reference}</cite>
        <span className={styles.translation}>{quote.translation}</span>
      </figcaption>
    </figure>
  )
}
