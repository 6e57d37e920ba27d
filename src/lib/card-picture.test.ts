import { cardImage } from "../test-support/image-data"
import { cardPicture } from "./card-picture"
import { pictureParts } from "./picture"

describe("cardPicture", () => {
  it("shows the article's own thumbnail when it has one", () => {
    expect(cardPicture({ thumbnailImage: { childImageSharp: { gatsbyImageData: cardImage } }, socialImage: null })).toBe(cardImage)
  })

  it("shows the generated social image, at its own size, when the article has no thumbnail", () => {
    const picture = cardPicture({ thumbnailImage: null, socialImage: "/og/una-baraja-en-el-bolsillo-0123456789.png" })
    expect(picture).not.toBeNull()
    expect(pictureParts(picture!)).toMatchObject({ src: "/og/una-baraja-en-el-bolsillo-0123456789.png", width: 1200, height: 630, sources: [] })
  })

  it("has no picture to show when there is neither", () => {
    expect(cardPicture({ thumbnailImage: null, socialImage: null })).toBeNull()
    expect(cardPicture({ thumbnailImage: { childImageSharp: null }, socialImage: null })).toBeNull()
  })
})
