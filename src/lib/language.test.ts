import { automatedTranslationNotice, guessLang, isLang, otherLang, readInLabel } from "./language"

describe("guessLang", () => {
  it("reads accents and inverted marks as Spanish", () => {
    expect(guessLang("La canción de mi abuelo")).toBe("es")
    expect(guessLang("¿Quieres café?")).toBe("es")
    expect(guessLang("¡Hola!")).toBe("es")
    expect(guessLang("Año nuevo")).toBe("es")
  })
  it("reads anything else as English", () => {
    expect(guessLang("How I wrote CGI programs")).toBe("en")
    expect(guessLang("")).toBe("en")
  })
})

describe("languages", () => {
  it("knows only en and es", () => {
    expect(isLang("en")).toBe(true)
    expect(isLang("es")).toBe(true)
    expect(isLang("fr")).toBe(false)
    expect(isLang(undefined)).toBe(false)
  })
  it("offers the other language", () => {
    expect(otherLang("en")).toBe("es")
    expect(otherLang("es")).toBe("en")
  })
  it("labels the link by the language it leads to", () => {
    expect(readInLabel("en")).toBe("Read in English")
    expect(readInLabel("es")).toBe("Leer en Español")
  })
  it("writes the automated-translation notice in the translation's language", () => {
    expect(automatedTranslationNotice("en", "es")).toBe("This is an automated translation from Spanish")
    expect(automatedTranslationNotice("es", "en")).toBe("Esta es una traducción automática del inglés")
  })
})
