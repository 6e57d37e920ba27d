import { hreflangAlternates, languageVersions } from "./article-versions"

const en = { path: "/article/a", lang: "en" }
const es = { path: "/article/a/es", lang: "es" }

describe("languageVersions", () => {
  it("puts the original first, whether asked from the original or from its translation", () => {
    expect(languageVersions({ ...en, isTranslation: false, translation: es })).toEqual([en, es])
    expect(languageVersions({ ...es, isTranslation: true, original: en })).toEqual([en, es])
  })

  it("lists only the original when it has no translation", () => {
    expect(languageVersions({ ...en, isTranslation: false, translation: null })).toEqual([en])
  })
})

describe("hreflangAlternates", () => {
  it("names every language and points x-default at the original", () => {
    expect(hreflangAlternates([en, es])).toEqual([en, es, { lang: "x-default", path: "/article/a" }])
  })

  it("gives a single-language article no alternates", () => {
    expect(hreflangAlternates([en])).toEqual([])
  })
})
