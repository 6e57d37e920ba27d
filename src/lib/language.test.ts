import { automatedTranslationNotice, guessLang, isLang, langOf, originalUpdatedNotice, otherLang, readInLabel } from "./language"

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
  it("reads a language given as text, English for any other text", () => {
    expect(langOf("es")).toBe("es")
    expect(langOf("en")).toBe("en")
    expect(langOf("fr")).toBe("en")
    expect(langOf("")).toBe("en")
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

describe("originalUpdatedNotice", () => {
  it("tells the reader, in the translation's language, that the original has changed", () => {
    expect(originalUpdatedNotice("es", "en")).toEqual({
      text: "El original en inglés cambió después de hacerse esta traducción, así que algunas partes pueden no estar al día.",
      link: "Leer el original actualizado",
    })
    expect(originalUpdatedNotice("en", "es")).toEqual({
      text: "The Spanish original has changed since this translation was made, so parts of it may be out of date.",
      link: "Read the updated original",
    })
  })
})
