import { pexelsImages, pexelsSearchUrl } from "./pexels"

describe("pexels", () => {
  it("asks for landscape photos of the tag", () => {
    expect(pexelsSearchUrl("open source")).toBe("https://api.pexels.com/v1/search?query=open+source&orientation=landscape&per_page=15")
  })
  it("keeps the landscape address of each photo and drops malformed entries", () => {
    const body = { photos: [{ src: { landscape: "https://images.pexels.com/1.jpeg" } }, { src: {} }, null, { src: { landscape: "javascript:x" } }] }
    expect(pexelsImages(body)).toEqual(["https://images.pexels.com/1.jpeg"])
    expect(pexelsImages(null)).toEqual([])
    expect(pexelsImages({ photos: "none" })).toEqual([])
  })
})
