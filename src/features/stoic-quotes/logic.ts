import { STOIC_AUTHORS, type Quote } from "./quote"

export const FADE_MS = 300
export const ALL_AUTHORS = "All"

/** The widget's defaults, as the spec gives them. */
export const WIDGET_DEFAULTS = { width: "100%", height: "400px", minHeight: "300px", daily: true, showControls: true } as const

/** The local calendar day of `date`, as YYYY-MM-DD: the daily quote changes when this does. */
export function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The quote of the collection that a stored value names, or null when it names none. */
export function storedQuoteIn(quotes: readonly Quote[], stored: unknown): Quote | null {
  if (typeof stored !== "object" || stored === null) return null
  const { content, author } = stored as Record<string, unknown>
  if (typeof content !== "string" || typeof author !== "string") return null
  return quotes.find(quote => quote.content === content && quote.author === author) ?? null
}

/** A random quote, a different one from `current` whenever the collection has another. */
export function randomQuote(quotes: readonly Quote[], random: () => number, current: Quote | null = null): Quote {
  const choices = quotes.length > 1 && current ? quotes.filter(quote => quote !== current) : quotes
  return choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]
}

export interface StoredDaily {
  date: string | null
  quote: unknown
}

/**
 * Today's quote: the stored one when it was chosen today and is still in the collection,
 * otherwise a new random one, which the caller stores (`fresh`).
 */
export function dailyQuote(quotes: readonly Quote[], stored: StoredDaily, today: string, random: () => number): { quote: Quote; fresh: boolean } {
  const kept = stored.date === today ? storedQuoteIn(quotes, stored.quote) : null
  return kept ? { quote: kept, fresh: false } : { quote: randomQuote(quotes, random), fresh: true }
}

/** The filter chips: "All" first, then each author who has quotes, in the collection's order of authors. */
export function authorChips(quotes: readonly Quote[]): string[] {
  const present = new Set(quotes.map(quote => quote.author))
  return [ALL_AUTHORS, ...STOIC_AUTHORS.filter(author => present.has(author))]
}

export const quotesBy = (quotes: readonly Quote[], author: string): readonly Quote[] =>
  author === ALL_AUTHORS ? quotes : quotes.filter(quote => quote.author === author)
