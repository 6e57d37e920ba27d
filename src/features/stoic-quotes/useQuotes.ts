import { useCallback, useEffect, useRef, useState } from "react"
import { readJson, readString, writeJson, writeString } from "../../lib/storage"
import { calendarDay, dailyQuote, FADE_MS, randomQuote } from "./logic"
import type { Quote } from "./quote"

export const DAILY_DATE_KEY = "stoicQuotes.dailyDate"
export const DAILY_QUOTE_KEY = "stoicQuotes.dailyQuote"

/** Today's quote, read from storage or chosen and stored now. */
function todaysQuote(quotes: readonly Quote[]): Quote {
  const today = calendarDay(new Date())
  const { quote, fresh } = dailyQuote(quotes, { date: readString(DAILY_DATE_KEY), quote: readJson(DAILY_QUOTE_KEY) }, today, Math.random)
  if (fresh) {
    writeString(DAILY_DATE_KEY, today)
    writeJson(DAILY_QUOTE_KEY, quote)
  }
  return quote
}

/**
 * The quote on screen. It is chosen in the browser (storage and today's date live there), so the
 * server render has none. `refresh` fades the quote out for 300 ms, then shows another one.
 */
export function useQuotes(quotes: readonly Quote[], daily: boolean) {
  const [quote, setQuote] = useState<Quote | null>(null)
  const [fading, setFading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const first = useCallback(() => (daily ? todaysQuote(quotes) : randomQuote(quotes, Math.random)), [quotes, daily])

  useEffect(() => {
    if (quotes.length) setQuote(first())
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
