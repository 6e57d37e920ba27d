/** @jest-environment node */
import { sharedAsIs, socialCardOf, socialImagePath } from "./social-image"

describe("socialCardOf", () => {
  it("shows the title, the language in its own name and the site", () => {
    expect(socialCardOf({ title: "Una baraja en el bolsillo", lang: "es" })).toEqual({
      title: "Una baraja en el bolsillo",
      language: "Español",
      site: "Riff & Code",
      host: "riffandcode.dev",
    })
    expect(socialCardOf({ title: "A Deck in My Pocket", lang: "en" }).language).toBe("English")
  })
})

describe("socialImagePath", () => {
  const article = { slug: "una-baraja-en-el-bolsillo-en", title: "A Deck in My Pocket", lang: "en" as const }
  it("names the picture after the article and what it shows", () => {
    expect(socialImagePath(article)).toMatch(/^\/og\/una-baraja-en-el-bolsillo-en-[0-9a-f]{10}\.png$/)
    expect(socialImagePath(article)).toBe(socialImagePath({ ...article }))
  })
  it("moves to a new address when the title changes", () => {
    expect(socialImagePath({ ...article, title: "A Deck in the Pocket" })).not.toBe(socialImagePath(article))
  })
})

describe("sharedAsIs", () => {
  const card = { format: "jpeg", width: 1200, height: 630 }

  it("shares a JPEG or PNG of exactly the social image's size as it is", () => {
    expect(sharedAsIs(card)).toBe(true)
    expect(sharedAsIs({ ...card, format: "png" })).toBe(true)
  })

  it("re-encodes a picture of another size or shape", () => {
    expect(sharedAsIs({ ...card, height: 800 })).toBe(false)
    expect(sharedAsIs({ ...card, width: 2400, height: 1260 })).toBe(false)
  })

  it("re-encodes a format some networks do not show", () => {
    expect(sharedAsIs({ ...card, format: "webp" })).toBe(false)
    expect(sharedAsIs({ ...card, format: "heif" })).toBe(false)
  })

  it("re-encodes a picture that carries metadata, which may say where it was taken", () => {
    expect(sharedAsIs({ ...card, exif: Buffer.from("Exif") })).toBe(false)
    expect(sharedAsIs({ ...card, xmp: Buffer.from("<x:xmpmeta/>") })).toBe(false)
    expect(sharedAsIs({ ...card, iptc: Buffer.from("8BIM") })).toBe(false)
  })
})
