import { LANGS } from "./language"
import { originalNamedBy, translationByFileName } from "./translation-name"

const beside = (...slugs: string[]) => (slug: string) => slugs.includes(slug)

describe("translationByFileName", () => {
  it("reads {slug}-{lang} beside {slug} as that article's translation into lang", () => {
    expect(translationByFileName("a-walk-es", LANGS, beside("a-walk"))).toEqual({ original: "a-walk", lang: "es" })
    expect(translationByFileName("tacos-en", LANGS, beside("tacos"))).toEqual({ original: "tacos", lang: "en" })
  })

  it("reads the same name with no original beside it as an original", () => {
    expect(translationByFileName("a-walk-es", LANGS, beside("a-run"))).toBeNull()
  })

  it("reads only a suffix naming one of the site's languages, so other names stay originals", () => {
    expect(translationByFileName("a-walk", LANGS, beside("a-walk", "a"))).toBeNull()
    expect(translationByFileName("a-walk-fr", LANGS, beside("a-walk"))).toBeNull()
    expect(translationByFileName("-es", LANGS, beside(""))).toBeNull()
  })
})

describe("originalNamedBy", () => {
  it("is the article a {slug}-{lang} name points at, which translationByFileName then looks for", () => {
    expect(originalNamedBy("a-walk-es", LANGS)).toEqual({ original: "a-walk", lang: "es" })
    expect(originalNamedBy("a-walk", LANGS)).toBeNull()
    expect(originalNamedBy("-en", LANGS)).toBeNull()
  })
})
