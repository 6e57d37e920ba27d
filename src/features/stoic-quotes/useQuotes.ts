import { useCallback, useEffect, useRef, useState } from "react"
import { DAILY_KEYS, drawnOnLoad, FADE_MS, randomQuote, todaysQuoteIndex } from "./quote-rules"
import type { Quote } from "./stoic-quote"

// Storage can be missing (server rendering) or blocked (privacy settings): todaysQuoteIndex copes with both.
const localStorageOf = () => window.localStorage

/**
 * The quote on screen. On the first page load the page's inline script has already drawn the day's
 * quote, and the widget starts from it; otherwise it is chosen once mounted (storage and today's date
 * live in the browser). `refresh` fades the quote out for 300 ms, then shows another one.
 */
export function useQuotes(quotes: readonly Quote[], daily: boolean) {
  const [quote, setQuote] = useState<Quote | null>(() => {
    const drawn = typeof document === "undefined" || !daily ? null : drawnOnLoad(document, quotes)
    return drawn === null ? null : quotes[drawn]
  })
  const [fading, setFading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const first = useCallback(
    () => (daily ? quotes[todaysQuoteIndex(quotes, localStorageOf, new Date(), Math.random, DAILY_KEYS)] : randomQuote(quotes, Math.random)),
    [quotes, daily],
  )

  useEffect(() => {
    if (quotes.length) setQuote(current => current ?? first())
    return () => clearTimeout(timer.current)
  }, [quotes, first])

  const refresh = useCallback(() => {
    if (!quotes.length || timer.current !== undefined) return
    setFading(true)
    timer.current = setTimeout(() => {
      timer.current = undefined
      setQuote(current => randomQuote(quotes, Math.random, current))
      setFading(false)
    }, FADE_MS)
  }, [quotes])

  /** Back to the day's quote (or a fresh random one when daily mode is off). */
  const showFirst = useCallback(() => {
    if (quotes.length) setQuote(first())
  }, [quotes, first])

  return { quote, fading, refresh, showFirst }
}
