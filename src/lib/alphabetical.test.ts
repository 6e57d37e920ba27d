import fc from "fast-check"
import { alphabetical } from "./alphabetical"

// Words of the site's languages: accents, ñ, capitals, spaces and digits, where alphabetical and code-point orders part.
const letters = fc.constantFrom(..."aAbBcCeEéÉiíInñNoóOuúüUzZ 09-".split(""))
const word = fc.array(letters, { maxLength: 12 }).map(chars => chars.join(""))

describe("alphabetical", () => {
  it.each(["en", "es"])("orders any two words of %s as that language's alphabet does", locale => {
    const compare = alphabetical(locale)
    fc.assert(
      fc.property(word, word, (a, b) => Math.sign(compare(a, b)) === Math.sign(a.localeCompare(b, locale))),
      { seed: 54, numRuns: 500 },
    )
  })

  it("puts accented letters beside their plain ones, not after z", () => {
    expect(["zeta", "ébano", "eje", "árbol", "Ñandú", "nube"].sort(alphabetical("es"))).toEqual(["árbol", "ébano", "eje", "nube", "Ñandú", "zeta"])
  })

  it("sorts without building a collator for each comparison", () => {
    const built = jest.spyOn(Intl, "Collator")
    const words = Array.from({ length: 200 }, (_, index) => `tag ${(index * 7919) % 211}`)
    words.sort(alphabetical("en"))
    words.sort(alphabetical("en"))
    expect(built.mock.calls.length).toBeLessThanOrEqual(1)
    built.mockRestore()
  })
})
