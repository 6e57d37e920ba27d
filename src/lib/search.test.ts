import { excerptParts, foundByQuery, otherLanguageCount, searchAddress, searchFromAddress, searchHit } from "./search"

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
    content: "las escalas",
    locations: [1],
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

describe("a page found by the query", () => {
  const content = "Nobody learns a language by reciting the dictionary from A to Z, and nobody practises scales"

  it("is one whose matched words begin like a word of the query, accents, case and endings aside", () => {
    expect(foundByQuery({ content, locations: [15] }, "scale")).toBe(true)
    expect(foundByQuery({ content, locations: [14] }, "PRACTICE")).toBe(true)
    expect(foundByQuery({ content: "las Escalas", locations: [1] }, "escálas")).toBe(true)
  })

  it("is not one Pagefind reached by cutting the query down to a letter or two", () => {
    expect(foundByQuery({ content, locations: [11] }, "zzqxjv")).toBe(false)
    expect(foundByQuery({ content: "from AD 161", locations: [1] }, "adolescente")).toBe(false)
  })

  it("is one found by its title, with no matched word in its text", () => {
    expect(foundByQuery({ content, locations: [] }, "anything")).toBe(true)
  })

  it("takes any word of a query of several", () => {
    expect(foundByQuery({ content, locations: [15] }, "zzz scales")).toBe(true)
  })
})
