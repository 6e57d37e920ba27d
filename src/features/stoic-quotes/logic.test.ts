import { authorChips, calendarDay, dailyQuote, quotesBy, randomQuote, storedQuoteIn } from "./logic"
import type { Quote } from "./quote"

const quote = (content: string, author = "Seneca"): Quote => ({ content, author, reference: `Letter ${content.length}`, translation: "tr. Richard M. Gummere" })
const QUOTES = [quote("One", "Marcus Aurelius"), quote("Two", "Seneca"), quote("Three", "Epictetus"), quote("Four", "Seneca")]
const always = (value: number) => () => value

describe("calendarDay", () => {
  it("is the local date, so the quote changes at the visitor's midnight", () => {
    expect(calendarDay(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05")
    expect(calendarDay(new Date(2025, 0, 6, 0, 0))).toBe("2025-01-06")
    expect(calendarDay(new Date(2025, 11, 31, 12))).toBe("2025-12-31")
  })
})

describe("storedQuoteIn", () => {
  it("finds the stored quote in the collection", () => {
    expect(storedQuoteIn(QUOTES, { content: "Two", author: "Seneca", reference: "whatever" })).toBe(QUOTES[1])
  })

  it("ignores anything that is not a quote of the collection", () => {
    for (const stored of [undefined, null, "Two", 42, [], { content: "Two" }, { content: 2, author: "Seneca" }, { content: "Two", author: "Epictetus" }, { content: "Gone", author: "Seneca" }]) {
      expect(storedQuoteIn(QUOTES, stored)).toBeNull()
    }
  })
})

describe("randomQuote", () => {
  it("picks across the whole collection", () => {
    expect(randomQuote(QUOTES, always(0))).toBe(QUOTES[0])
    expect(randomQuote(QUOTES, always(0.999))).toBe(QUOTES[3])
    expect(randomQuote(QUOTES, always(0.5))).toBe(QUOTES[2])
  })

  it("never repeats the quote on screen when there is another", () => {
    for (const value of [0, 0.3, 0.6, 0.99]) expect(randomQuote(QUOTES, always(value), QUOTES[0])).not.toBe(QUOTES[0])
    expect(randomQuote([QUOTES[0]], always(0.5), QUOTES[0])).toBe(QUOTES[0])
  })
})

describe("dailyQuote", () => {
  it("keeps the quote stored today", () => {
    expect(dailyQuote(QUOTES, { date: "2025-03-01", quote: QUOTES[2] }, "2025-03-01", always(0))).toEqual({ quote: QUOTES[2], fresh: false })
  })

  it("picks a new one on a new day", () => {
    expect(dailyQuote(QUOTES, { date: "2025-02-28", quote: QUOTES[2] }, "2025-03-01", always(0))).toEqual({ quote: QUOTES[0], fresh: true })
  })

  it("picks a new one when nothing, or something invalid, was stored today", () => {
    expect(dailyQuote(QUOTES, { date: null, quote: undefined }, "2025-03-01", always(0.3))).toEqual({ quote: QUOTES[1], fresh: true })
    expect(dailyQuote(QUOTES, { date: "2025-03-01", quote: "not json" }, "2025-03-01", always(0))).toEqual({ quote: QUOTES[0], fresh: true })
    expect(dailyQuote(QUOTES, { date: "2025-03-01", quote: { content: "Removed since", author: "Seneca" } }, "2025-03-01", always(0))).toEqual({
      quote: QUOTES[0],
      fresh: true,
    })
  })
})

describe("authors", () => {
  it("lists All first, then the authors present in the spec's order", () => {
    expect(authorChips(QUOTES)).toEqual(["All", "Marcus Aurelius", "Seneca", "Epictetus"])
    expect(authorChips([...QUOTES, quote("Five", "Musonius Rufus")])).toEqual(["All", "Marcus Aurelius", "Seneca", "Epictetus", "Musonius Rufus"])
  })

  it("filters the quotes by author, All keeping every one", () => {
    expect(quotesBy(QUOTES, "All")).toBe(QUOTES)
    expect(quotesBy(QUOTES, "Seneca")).toEqual([QUOTES[1], QUOTES[3]])
    expect(quotesBy(QUOTES, "Musonius Rufus")).toEqual([])
  })
})
