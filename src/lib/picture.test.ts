import { cardImage as card } from "../test-support/image-data"
import { pictureParts } from "./picture"

describe("pictureParts", () => {
  it("keeps the formats in sharp's order and gives a source without sizes the fallback's", () => {
    expect(pictureParts(card).sources).toEqual([
      { type: "image/avif", srcSet: "/static/a/240.avif 240w,\n/static/a/480.avif 480w", sizes: "(min-width: 480px) 480px, 100vw" },
      { type: "image/webp", srcSet: "/static/a/240.webp 240w,\n/static/a/480.webp 480w", sizes: "(min-width: 480px) 480px, 100vw" },
    ])
  })

  it("gives the fallback, the intrinsic size and the loading colour", () => {
    expect(pictureParts(card)).toMatchObject({
      src: "/static/a/480.jpg",
      srcSet: "/static/a/240.jpg 240w,\n/static/a/480.jpg 480w",
      width: 480,
      height: 252,
      backgroundColor: "#081818",
    })
  })

  it("holds an image to its own width unless it is full width", () => {
    expect(pictureParts(card).maxWidth).toBe(480)
    expect(pictureParts({ ...card, layout: "fixed" }).maxWidth).toBe(480)
    expect(pictureParts({ ...card, layout: "fullWidth" }).maxWidth).toBeUndefined()
  })

  it("has no sources for an image made in one format", () => {
    const single = { ...card, images: { fallback: card.images.fallback } }
    expect(pictureParts(single).sources).toEqual([])
    expect(pictureParts(single).sizes).toBe("(min-width: 480px) 480px, 100vw")
  })

  it("has no set of sizes for an image made in one size", () => {
    const one = { ...card, images: { fallback: { src: "/og/card.png" } } }
    expect(pictureParts(one)).toMatchObject({ src: "/og/card.png", srcSet: undefined, sizes: undefined, sources: [] })
  })
})
