import { graphql } from "gatsby"
import React, { useState } from "react"
import { useServerMarkup } from "../../components/server-rendered/useServerMarkup"
import { AllQuotes } from "./AllQuotes"
import { quotesData, WIDGET_DEFAULTS } from "./quote-rules"
import type { Quote } from "./stoic-quote"
import { QuoteFigure } from "./QuoteFigure"
import { useQuotes } from "./useQuotes"
import { useQuotesTheme } from "./useQuotesTheme"
import * as styles from "./StoicQuotes.module.css"

/** What the widget shows of a quote. */
export const stoicQuoteFragment = graphql`
  fragment StoicQuote on Quote {
    content
    author
    reference
    translation
  }
`

export interface StoicQuotesProps {
  quotes: readonly Quote[]
  width?: string
  height?: string
  minHeight?: string
  /** show the day's quote, kept for the calendar day, rather than a random one */
  daily?: boolean
  showControls?: boolean
  /** shown at the top left, for a page's own title */
  heading?: React.ReactNode
  /** shown under the quotes */
  footer?: React.ReactNode
  /**
   * The script that draws the day's quote as the page loads (`todaysQuoteOnLoad`), as the build's code
   * wrote it; without it the quote is picked once the widget is mounted.
   */
  onLoadScript?: string
}

type View = "quote" | "all"

// The figure the page's inline script writes the day's quote into.
const TO_BE_DRAWN: Quote = { content: "", author: "", reference: "", translation: "" }

/** The quotes widget: one quote (the day's, by default) or all of them, in its own dark or light theme. */
export function StoicQuotes({
  quotes,
  width = WIDGET_DEFAULTS.width,
  height = WIDGET_DEFAULTS.height,
  minHeight = WIDGET_DEFAULTS.minHeight,
  daily = WIDGET_DEFAULTS.daily,
  showControls = WIDGET_DEFAULTS.showControls,
  heading,
  footer,
  onLoadScript,
}: StoicQuotesProps) {
  const [view, setView] = useState<View>("quote")
  const { quote, fading, refresh, showFirst } = useQuotes(quotes, daily)
  const { theme, toggleTheme } = useQuotesTheme()
  const drawsOnLoad = useServerMarkup() && daily && quotes.length > 0 && onLoadScript !== undefined
  const themeButton = (
    <button type="button" className={styles.iconButton} onClick={toggleTheme} aria-label={`Switch to ${theme === "dark" ? "light" : "dark"} theme`}>
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </button>
  )

  return (
    <section className={styles.widget} data-theme={theme} style={{ width, height, minHeight }} aria-label="Stoic quotes">
      <div className={styles.bar}>
        <div className={styles.heading}>{heading}</div>
        {showControls && (
          <div className={styles.controls}>
            {view === "quote" ? (
              <>
                <button type="button" className={styles.iconButton} onClick={refresh} aria-label="New quote">
                  <span aria-hidden="true">↻</span>
                </button>
                {themeButton}
                <button type="button" className={styles.textButton} onClick={() => setView("all")}>
                  All Quotes
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => {
                    showFirst()
                    setView("quote")
                  }}
                >
                  Daily Quote
                </button>
                {themeButton}
              </>
            )}
          </div>
        )}
      </div>
      {view === "quote" ? (
        <div className={styles.single} aria-live="polite" aria-busy={(!quote && !drawsOnLoad) || fading}>
          <div className={fading ? `${styles.fade} ${styles.faded}` : styles.fade}>
            {(quote || drawsOnLoad) && <QuoteFigure quote={quote ?? TO_BE_DRAWN} large />}
          </div>
        </div>
      ) : (
        <AllQuotes quotes={quotes} />
      )}
      {footer && <div className={styles.footer}>{footer}</div>}
      {/* Last, so that the page is drawn whole around the quote while the collection it carries arrives. */}
      {drawsOnLoad && view === "quote" && (
        <>
          <script type="application/json" dangerouslySetInnerHTML={{ __html: quotesData(quotes) }} />
          <script dangerouslySetInnerHTML={{ __html: onLoadScript }} />
        </>
      )}
    </section>
  )
}
