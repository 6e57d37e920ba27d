import { pairTags, tagPageLanguages, type DeclaredTag } from "./tag-pairs"

const fail = (tag: string, field: string, detail: string) => new Error(`tag "${tag}": field "${field}" ${detail}`)
const declared = (tag: string, lang: DeclaredTag["lang"] = null, counterpart: string | null = null): DeclaredTag => ({ tag, lang, counterpart })

describe("pairTags", () => {
  it("pairs both tags from one side's declaration, the other taking the other language", () => {
    expect(pairTags([declared("work"), declared("trabajo", "es", "work"), declared("music")], fail)).toEqual([
      { tag: "work", lang: "en", counterpart: "trabajo" },
      { tag: "trabajo", lang: "es", counterpart: "work" },
      { tag: "music", lang: null, counterpart: null },
    ])
  })

  it("takes the language from whichever side states it", () => {
    expect(pairTags([declared("work", null, "trabajo"), declared("trabajo", "es")], fail)).toEqual([
      { tag: "work", lang: "en", counterpart: "trabajo" },
      { tag: "trabajo", lang: "es", counterpart: "work" },
    ])
  })

  it("accepts a pair declared on both sides when the sides agree", () => {
    const both = [declared("work", "en", "trabajo"), declared("trabajo", "es", "work")]
    expect(pairTags(both, fail)).toEqual(both)
  })

  it.each([
    ["an undeclared tag", [declared("trabajo", "es", "wrok")], 'tag "trabajo": field "counterpart" names "wrok", which is not a declared tag'],
    ["the tag itself", [declared("work", "en", "work")], 'tag "work": field "counterpart" names the tag itself'],
    [
      "a tag paired with another",
      [declared("work", "en", "trabajo"), declared("trabajo", "es", "career"), declared("career")],
      'tag "work": field "counterpart" names "trabajo", whose own counterpart is "career"',
    ],
    [
      "a tag another already names",
      [declared("trabajo", "es", "work"), declared("labor", "es", "work"), declared("work")],
      'tag "labor": field "counterpart" names "work", which "trabajo" already names',
    ],
    [
      "a tag of the same language",
      [declared("work", "en", "career"), declared("career", "en")],
      'tag "work": field "counterpart" names "career", which is in the same language (en)',
    ],
    ["a pair whose languages are untold", [declared("work", null, "trabajo"), declared("trabajo")], 'tag "work": field "lang" is needed on "work" or on "trabajo"'],
  ])("fails on a counterpart that is %s, naming the tag and the field", (_, tags, message) => {
    expect(() => pairTags(tags, fail)).toThrow(message)
  })
})

describe("tagPageLanguages", () => {
  const hasPage = (tag: string) => (tag === "pageless" ? 0 : 1)

  it("gives a paired tag's page both languages, English first, and the counterpart to switch to", () => {
    expect(tagPageLanguages(declared("trabajo", "es", "work"), hasPage, 1)).toEqual({
      versions: [
        { lang: "en", path: "/blog/work" },
        { lang: "es", path: "/blog/trabajo" },
      ],
      counterpart: { lang: "en", path: "/blog/work" },
    })
    expect(tagPageLanguages(declared("open source", "en", "código abierto"), hasPage, 1)).toEqual({
      versions: [
        { lang: "en", path: "/blog/open%20source" },
        { lang: "es", path: "/blog/c%C3%B3digo%20abierto" },
      ],
      counterpart: { lang: "es", path: "/blog/c%C3%B3digo%20abierto" },
    })
  })

  it("gives no languages to a tag without a counterpart, or whose counterpart has no page", () => {
    const none = { versions: [], counterpart: null }
    expect(tagPageLanguages(declared("music"), hasPage, 1)).toEqual(none)
    expect(tagPageLanguages(undefined, hasPage, 1)).toEqual(none)
    expect(tagPageLanguages(declared("work", "en", "pageless"), hasPage, 1)).toEqual(none)
  })

  it("pairs a numbered page with the counterpart's page of that number, and switches to its first where it has fewer", () => {
    const pagesOf = (tag: string) => ({ work: 3, trabajo: 2 })[tag] ?? 0
    expect(tagPageLanguages(declared("trabajo", "es", "work"), pagesOf, 2)).toEqual({
      versions: [
        { lang: "en", path: "/blog/work/page/2" },
        { lang: "es", path: "/blog/trabajo/page/2" },
      ],
      counterpart: { lang: "en", path: "/blog/work/page/2" },
    })
    expect(tagPageLanguages(declared("work", "en", "trabajo"), pagesOf, 3)).toEqual({ versions: [], counterpart: { lang: "es", path: "/blog/trabajo" } })
  })
})
