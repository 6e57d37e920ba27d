import { newScrollMarks, scrollPercent, track } from "./analytics"

describe("track", () => {
  afterEach(() => {
    delete (window as unknown as { gtag?: unknown }).gtag
  })
  it("sends the event through the global tag function", () => {
    const gtag = jest.fn()
    Object.assign(window, { gtag })
    track("article_read", { article_slug: "a" })
    expect(gtag).toHaveBeenCalledWith("event", "article_read", { article_slug: "a" })
  })
  it("is a no-op without a tag function, and survives one that throws", () => {
    expect(() => track("x")).not.toThrow()
    Object.assign(window, {
      gtag: () => {
        throw new Error("blocked")
      },
    })
    expect(() => track("x")).not.toThrow()
  })
})

describe("scroll depth", () => {
  it("reports each mark once", () => {
    expect(newScrollMarks(60, new Set())).toEqual([25, 50])
    expect(newScrollMarks(60, new Set([25, 50]))).toEqual([])
    expect(newScrollMarks(100, new Set([25, 50]))).toEqual([75, 100])
  })
  it("measures the share of the scrollable height", () => {
    expect(scrollPercent(0, 800, 2800)).toBe(0)
    expect(scrollPercent(1000, 800, 2800)).toBe(50)
    expect(scrollPercent(0, 800, 600)).toBe(100)
  })
})
