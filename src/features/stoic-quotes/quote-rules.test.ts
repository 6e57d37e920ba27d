import { authorChips, DAILY_KEYS, drawnOnLoad, DRAWN_ON_LOAD, quotesBy, quotesData, randomQuote, todaysQuoteIndex, todaysQuoteOnLoad } from "./quote-rules"
import type { Quote } from "./stoic-quote"

const quote = (content: string, author = "Seneca"): Quote => ({ content, author, reference: `Letter ${content.length}`, translation: "tr. Richard M. Gummere" })
const QUOTES = [quote("One", "Marcus Aurelius"), quote("Two", "Seneca"), quote("Three", "Epictetus"), quote("Four", "Seneca")]
const always = (value: number) => () => value

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

/** A storage holding `entries`, which records what is written to it. */
function storageWith(entries: Record<string, string>) {
  const kept = new Map(Object.entries(entries))
  return {
    kept,
    storage: () => ({ getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) }) as unknown as Storage,
  }
}

const MARCH_FIRST = new Date(2025, 2, 1, 23, 59)
const stored = (date: string, quote: unknown) => ({ [DAILY_KEYS.date]: date, [DAILY_KEYS.quote]: JSON.stringify(quote) })

describe("todaysQuoteIndex", () => {
  it("keeps the quote stored today, and stores nothing new", () => {
    const { kept, storage } = storageWith(stored("2025-03-01", { ...QUOTES[2], reference: "whatever" }))
    expect(todaysQuoteIndex(QUOTES, storage, MARCH_FIRST, always(0), DAILY_KEYS)).toBe(2)
    expect(kept.get(DAILY_KEYS.quote)).toBe(JSON.stringify({ ...QUOTES[2], reference: "whatever" }))
  })

  it("picks and stores a new one on a new local calendar day", () => {
    const { kept, storage } = storageWith(stored("2025-02-28", QUOTES[2]))
    expect(todaysQuoteIndex(QUOTES, storage, MARCH_FIRST, always(0.3), DAILY_KEYS)).toBe(1)
    expect(kept.get(DAILY_KEYS.date)).toBe("2025-03-01")
    expect(JSON.parse(kept.get(DAILY_KEYS.quote)!)).toEqual(QUOTES[1])
    // The day changes at the visitor's midnight.
    expect(todaysQuoteIndex(QUOTES, storage, new Date(2025, 2, 2, 0, 0), always(0.999), DAILY_KEYS)).toBe(3)
    expect(kept.get(DAILY_KEYS.date)).toBe("2025-03-02")
  })

  it("picks a new one when nothing, or anything but a quote of the collection, was stored today", () => {
    const invalid = [undefined, null, "Two", 42, [], { content: "Two" }, { content: 2, author: "Seneca" }, { content: "Two", author: "Epictetus" }, { content: "Gone", author: "Seneca" }]
    for (const quote of invalid) {
      const { kept, storage } = storageWith(quote === undefined ? {} : stored("2025-03-01", quote))
      expect(todaysQuoteIndex(QUOTES, storage, MARCH_FIRST, always(0), DAILY_KEYS)).toBe(0)
      expect(JSON.parse(kept.get(DAILY_KEYS.quote)!)).toEqual(QUOTES[0])
    }
    const corrupted = storageWith({ [DAILY_KEYS.date]: "2025-03-01", [DAILY_KEYS.quote]: "{not json" })
    expect(todaysQuoteIndex(QUOTES, corrupted.storage, MARCH_FIRST, always(0.5), DAILY_KEYS)).toBe(2)
  })

  it("still picks a quote when storage is missing, unreadable or full", () => {
    const refused = () => {
      throw new Error("SecurityError")
    }
    const full = () => ({ getItem: () => null, setItem: refused }) as unknown as Storage
    for (const storage of [() => undefined, refused, full]) expect(todaysQuoteIndex(QUOTES, storage, MARCH_FIRST, always(0.3), DAILY_KEYS)).toBe(1)
  })
})

describe("todaysQuoteOnLoad", () => {
  const page = () => {
    document.body.innerHTML = `<section><figure><blockquote><p></p></blockquote><figcaption><span></span><cite></cite><span></span></figcaption></figure><p>Footer</p><script type="application/json">${quotesData(QUOTES)}</script></section>`
    const script = document.createElement("script")
    script.textContent = todaysQuoteOnLoad()
    return script
  }

  beforeEach(() => localStorage.clear())
  afterEach(() => jest.restoreAllMocks())

  it("writes today's quote into its widget's figure and marks it, as the widget would pick it", () => {
    jest.spyOn(Math, "random").mockReturnValue(0.5)
    const script = page()
    document.querySelector("section")!.append(script)
    const figure = document.querySelector("figure")!
    expect(figure.querySelector("p")).toHaveTextContent("Three")
    expect(Array.from(figure.querySelector("figcaption")!.children, part => part.textContent)).toEqual(["Epictetus", "Letter 5", "tr. Richard M. Gummere"])
    expect(figure).toHaveAttribute(DRAWN_ON_LOAD, "2")
    expect(drawnOnLoad(document, QUOTES)).toBe(2)
    expect(JSON.parse(localStorage.getItem(DAILY_KEYS.quote)!)).toEqual(QUOTES[2])
    // Later the same day the widget keeps it.
    expect(todaysQuoteIndex(QUOTES, () => localStorage, new Date(), always(0), DAILY_KEYS)).toBe(2)
  })

  it("is the same text whatever the quotes, which come in the data block before it", () => {
    expect(todaysQuoteOnLoad()).not.toContain(QUOTES[0].content)
    expect(JSON.parse(quotesData(QUOTES))).toEqual(QUOTES)
  })

  it("keeps a quote's text from closing the data block", () => {
    expect(quotesData([quote("</script><script>alert(1)</script>")])).not.toMatch(/</)
  })
})

describe("drawnOnLoad", () => {
  it("is null when the page drew no quote, or marked one the collection does not have", () => {
    document.body.innerHTML = "<figure></figure>"
    expect(drawnOnLoad(document, QUOTES)).toBeNull()
    for (const mark of ["4", "-1", "x", ""]) {
      document.body.innerHTML = `<figure ${DRAWN_ON_LOAD}="${mark}"></figure>`
      expect(drawnOnLoad(document, QUOTES)).toBeNull()
    }
    expect(drawnOnLoad(undefined, QUOTES)).toBeNull()
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
