/** @jest-environment node */
import sharp from "sharp"
import { socialCardOf } from "../src/lib/social-image"
import { renderSocialImage } from "./social-images"

/** How much the pixels of a region vary: zero for a flat colour, large where text is drawn. */
async function variation(png: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  // stats() reads its input, not the pipeline, so the region is cut out first.
  const { channels } = await sharp(await sharp(png).extract(region).toBuffer()).stats()
  return Math.max(...channels.slice(0, 3).map(channel => channel.stdev))
}

const titleArea = { left: 80, top: 150, width: 1040, height: 330 }

describe("renderSocialImage", () => {
  it("draws a 1200x630 PNG with the title in the middle", async () => {
    const png = await renderSocialImage(socialCardOf({ title: "Una baraja en el bolsillo", lang: "es" }))
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 })
    expect(await variation(png, titleArea)).toBeGreaterThan(20)
  })

  it("draws a different picture for a different title or language", async () => {
    const card = socialCardOf({ title: "A Deck in My Pocket", lang: "en" })
    const [one, sameAgain, otherTitle, otherLanguage] = await Promise.all([
      renderSocialImage(card),
      renderSocialImage(card),
      renderSocialImage({ ...card, title: "Notes on a New Album" }),
      renderSocialImage({ ...card, language: "Español" }),
    ])
    expect(one.equals(sameAgain)).toBe(true)
    expect(one.equals(otherTitle)).toBe(false)
    expect(one.equals(otherLanguage)).toBe(false)
  })

  it("draws each card afresh, whatever was drawn before it", async () => {
    const card = socialCardOf({ title: "A Deck in My Pocket", lang: "en" })
    const first = await renderSocialImage(card)
    await renderSocialImage({ ...card, title: "Notes on a New Album, and a Much Longer Title Than the First" })
    expect((await renderSocialImage(card)).equals(first)).toBe(true)
  })

  it("keeps a very long title inside the picture", async () => {
    const title = "How I Wrote CGI Programs in Visual Basic, and Why the Old Ways Still Teach Me Something Every Single Week of My Working Life"
    const png = await renderSocialImage(socialCardOf({ title, lang: "en" }))
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 })
    // The band between the title box and the language and host lines stays empty.
    expect(await variation(png, { left: 300, top: 485, width: 500, height: 45 })).toBe(0)
  })
})
