import { STOIC_AUTHORS, type Quote } from "./stoic-quote"

export const FADE_MS = 300
export const ALL_AUTHORS = "All"

/** The widget's defaults, as the spec gives them. */
export const WIDGET_DEFAULTS = { width: "100%", height: "400px", minHeight: "300px", daily: true, showControls: true } as const

/** A random quote, a different one from `current` whenever the collection has another. */
export function randomQuote(quotes: readonly Quote[], random: () => number, current: Quote | null = null): Quote {
  const choices = quotes.length > 1 && current ? quotes.filter(quote => quote !== current) : quotes
  return choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]
}

/** Where the day's quote is kept in local storage: the calendar day it was chosen on, and the quote. */
export const DAILY_KEYS = { date: "stoicQuotes.dailyDate", quote: "stoicQuotes.dailyQuote" } as const

type DailyKeys = { readonly date: string; readonly quote: string }

/**
 * The index in `quotes` of today's quote: the stored one when it was chosen on this local calendar day
 * and is still in the collection, otherwise a new random one, which is stored. Storage that is missing,
 * blocked, full or corrupted only loses the remembered quote. `quotes` must not be empty.
 *
 * Self-contained, in syntax every browser of .browserslistrc runs, because the quotes page also runs it as
 * written, inline, to draw the day's quote in its first paint (`todaysQuoteOnLoad`).
 */
export function todaysQuoteIndex(quotes: readonly Quote[], storage: () => Storage | undefined, now: Date, random: () => number, keys: DailyKeys): number {
  const pad = (n: number) => (n < 10 ? "0" : "") + n
  const today = now.getFullYear() + "-" + pad(now.getMonth() + 1) + "-" + pad(now.getDate())
  let store: Storage | undefined
  try {
    store = storage()
    const kept = store && store.getItem(keys.date) === today ? JSON.parse(store.getItem(keys.quote) || "null") : null
    for (let i = 0; kept && typeof kept === "object" && i < quotes.length; i++) {
      if (kept.content === quotes[i].content && kept.author === quotes[i].author) return i
    }
  } catch {
    // a new pick
  }
  const index = Math.min(quotes.length - 1, Math.floor(random() * quotes.length))
  try {
    if (store) {
      store.setItem(keys.date, today)
      store.setItem(keys.quote, JSON.stringify(quotes[index]))
    }
  } catch {
    // only the remembered quote is lost
  }
  return index
}

/** Marks the quote the page drew while it loaded, with its index in the collection. */
export const DRAWN_ON_LOAD = "data-todays-quote"

/**
 * The quotes the page's inline script reads, as the text of a data block (`<script
 * type="application/json">`) right before it, which no browser runs. "<" is escaped so that no quote
 * can close the block.
 */
export const quotesData = (quotes: readonly Quote[]): string =>
  JSON.stringify(quotes.map(({ content, author, reference, translation }) => ({ content, author, reference, translation }))).replace(/</g, "\\u003c")

/**
 * The inline script that ends the widget in the server's markup: it picks today's quote from the data
 * block before it and writes it into the widget's empty figure as the page loads, long before its
 * scripts run. Drawn after hydration, the quote was the page's largest paint and came late on a phone.
 *
 * The same text whatever the quotes, so the page's policy can admit it by its hash. It holds the
 * compiled `todaysQuoteIndex`, whose text each compiler prints its own way: the page is given this
 * text by the build's code (gatsby/pages/experiments.ts), which the policy's hash is taken from too.
 */
export const todaysQuoteOnLoad = (): string =>
  `(function(){var s=document.currentScript,q=JSON.parse(s.previousElementSibling.textContent),f=s.parentNode.querySelector("figure"),i=(${todaysQuoteIndex.toString()})(q,function(){return window.localStorage},new Date(),Math.random,${JSON.stringify(DAILY_KEYS)}),c=f.querySelector("figcaption").children;f.setAttribute("${DRAWN_ON_LOAD}",i);f.querySelector("blockquote p").textContent=q[i].content;c[0].textContent=q[i].author;c[1].textContent=q[i].reference;c[2].textContent=q[i].translation})()`

/** The index of the quote the page drew while it loaded, or null when it drew none (a render after a navigation). */
export function drawnOnLoad(root: ParentNode | undefined, quotes: readonly Quote[]): number | null {
  const drawn = root?.querySelector(`[${DRAWN_ON_LOAD}]`)?.getAttribute(DRAWN_ON_LOAD)
  const index = drawn ? Number(drawn) : NaN
  return Number.isInteger(index) && index >= 0 && index < quotes.length ? index : null
}

/** The filter chips: "All" first, then each author who has quotes, in the collection's order of authors. */
export function authorChips(quotes: readonly Quote[]): string[] {
  const present = new Set(quotes.map(quote => quote.author))
  return [ALL_AUTHORS, ...STOIC_AUTHORS.filter(author => present.has(author))]
}

export const quotesBy = (quotes: readonly Quote[], author: string): readonly Quote[] =>
  author === ALL_AUTHORS ? quotes : quotes.filter(quote => quote.author === author)
