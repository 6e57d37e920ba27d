/** @jest-environment node */
import { socialCardOf, socialImagePath } from "./social-image"

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
