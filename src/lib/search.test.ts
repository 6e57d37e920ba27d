import { excerptParts, opensSearch, otherLanguageCount, searchAddress, searchFromAddress, searchHit } from "./search"

describe("a search's address", () => {
  it("reads the words and the language to search first", () => {
    expect(searchFromAddress("?q=escalas&lang=es")).toEqual({ query: "escalas", lang: "es" })
    expect(searchFromAddress("?q=%20open%20source%20")).toEqual({ query: "open source", lang: null })
  })

  it("ignores a missing query and a language the site does not have", () => {
    expect(searchFromAddress("")).toEqual({ query: "", lang: null })
    expect(searchFromAddress("?lang=fr")).toEqual({ query: "", lang: null })
  })

  it("is written back the same way, the language only when it is not English", () => {
    expect(searchAddress("escalas", "es")).toBe("/search?q=escalas&lang=es")
    expect(searchAddress("open source", "en")).toBe("/search?q=open+source")
    expect(searchAddress("  ", "en")).toBe("/search")
    expect(searchFromAddress(new URL(searchAddress("a & b", "es"), "https://x.test").search)).toEqual({ query: "a & b", lang: "es" })
  })
})

describe("a result's excerpt", () => {
  it("keeps the matched words marked and everything else as text", () => {
    expect(excerptParts("Practising <mark>scales</mark> every day, <mark>scales</mark>.")).toEqual([
      { text: "Practising ", marked: false },
      { text: "scales", marked: true },
      { text: " every day, ", marked: false },
      { text: "scales", marked: true },
      { text: ".", marked: false },
    ])
  })

  it("turns Pagefind's escaped brackets back into text, never into markup", () => {
    expect(excerptParts("a &lt;script&gt; tag <mark>here</mark>")).toEqual([
      { text: "a <script> tag ", marked: false },
      { text: "here", marked: true },
    ])
  })
})

describe("a search result", () => {
  const page = {
    url: "/article/scales/es",
    excerpt: "las <mark>escalas</mark>",
    meta: { title: "Escalas", date: "2024-05-01" },
    filters: { lang: ["es"], tag: ["music", "guitar"] },
  }

  it("has the page's title, address, excerpt, date, tags and language", () => {
    expect(searchHit(page)).toEqual({
      url: "/article/scales/es",
      title: "Escalas",
      excerpt: [
        { text: "las ", marked: false },
        { text: "escalas", marked: true },
      ],
      date: "2024-05-01",
      tags: ["music", "guitar"],
      lang: "es",
    })
  })

  it("goes without date and tags on a page that has none", () => {
    expect(searchHit({ ...page, meta: { title: "About" }, filters: { lang: ["en"] } })).toMatchObject({ date: null, tags: [], lang: "en" })
  })
})

describe("results in other languages", () => {
  it("counts every language but the reader's", () => {
    expect(otherLanguageCount({ es: 3, en: 2 }, "es")).toBe(2)
    expect(otherLanguageCount({ es: 3 }, "es")).toBe(0)
    expect(otherLanguageCount(undefined, "en")).toBe(0)
  })
})

describe("the / key", () => {
  const press = (target: unknown, extra: Partial<{ key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
    opensSearch({ key: "/", ctrlKey: false, metaKey: false, altKey: false, target, ...extra })

  it("opens search from the page", () => {
    expect(press({ tagName: "BODY" })).toBe(true)
    expect(press({ tagName: "A" })).toBe(true)
  })

  it("is just a slash while the reader types", () => {
    expect(press({ tagName: "INPUT" })).toBe(false)
    expect(press({ tagName: "TEXTAREA" })).toBe(false)
    expect(press({ tagName: "SELECT" })).toBe(false)
    expect(press({ tagName: "DIV", isContentEditable: true })).toBe(false)
  })

  it("leaves other keys and shortcuts alone", () => {
    expect(press({ tagName: "BODY" }, { key: "?" })).toBe(false)
    expect(press({ tagName: "BODY" }, { ctrlKey: true })).toBe(false)
    expect(press({ tagName: "BODY" }, { metaKey: true })).toBe(false)
  })
})
