import React from "react"
import { PICK } from "../../lib/hero"
import * as styles from "./SteadyText.module.css"

export interface SteadyTextProps {
  /** the text shown now */
  text: string
  /** every text this place may show; the element is as tall as the tallest of them */
  variants: readonly string[]
  /** the page's inline script (`PICK_ON_LOAD`) picks the variant shown first */
  pickOnLoad?: boolean
}

/**
 * Text that changes in place without moving the page: the content is laid over invisible copies
 * of every variant, so its box never grows or shrinks. The copies are drawn from an attribute by
 * CSS, so they are neither text of the page nor read by assistive technology.
 * Render it inside the element that carries the font (a heading, a paragraph).
 */
export function SteadyText({ text, variants, pickOnLoad = false }: SteadyTextProps) {
  return (
    <span className={styles.steady} {...(pickOnLoad ? { [PICK]: "" } : {})}>
      {/* A new element for each text: content that appears is not content that moved. */}
      <span key={text} className={styles.shown}>
        {text}
      </span>
      <span className={styles.sizer} aria-hidden="true">
        {variants.map(variant => (
          <span key={variant} data-text={variant} />
        ))}
      </span>
    </span>
  )
}
