import { fallbackImages, freshCachedImages, pickImage, placeholderImage, TAG_IMAGE_CACHE_MS } from "./tag-image"

describe("tag images", () => {
  it("picks by the sum of the tag's character codes modulo the list length", () => {
    // "ab" = 97 + 98 = 195; 195 % 4 = 3
    expect(pickImage("ab", ["0", "1", "2", "3"])).toBe("3")
    expect(pickImage("ab", [])).toBeUndefined()
  })
  it("chooses three distinct fallback photos, the same ones every time", () => {
    const photos = fallbackImages("music")
    expect(photos).toHaveLength(3)
    expect(new Set(photos).size).toBe(3)
    expect(fallbackImages("Music")).toEqual(photos)
    expect(fallbackImages("tech")).not.toEqual(photos)
    photos.forEach(url => expect(url).toMatch(/^https:\/\/images\.pexels\.com\/photos\/\d+\//))
  })
  it("seeds the 1200x400 placeholder with the lower-case alphanumeric tag", () => {
    expect(placeholderImage("Open Source")).toBe("https://picsum.photos/seed/opensource/1200/400")
    expect(placeholderImage("filosofía")).toBe("https://picsum.photos/seed/filosofa/1200/400")
  })
  it("keeps a cached answer for 24 hours and ignores a corrupted one", () => {
    const now = 1_700_000_000_000
    expect(freshCachedImages({ images: ["a"], savedAt: now - 1000 }, now)).toEqual(["a"])
    expect(freshCachedImages({ images: ["a"], savedAt: now - TAG_IMAGE_CACHE_MS }, now)).toBeUndefined()
    expect(freshCachedImages({ images: "a", savedAt: now }, now)).toBeUndefined()
    expect(freshCachedImages("garbage", now)).toBeUndefined()
  })
})
