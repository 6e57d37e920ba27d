import { median, medianOfEach, secondsSummary } from "./bench-stats"

describe("median", () => {
  it("is the middle value of an odd count, whatever their order", () => {
    expect(median([53, 7, 120, 12, 30])).toBe(30)
  })

  it("is the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it("refuses no values rather than inventing one", () => {
    expect(() => median([])).toThrow("median of no values")
  })
})

describe("medianOfEach", () => {
  it("takes each figure's median on its own, not the figures of one middle run", () => {
    const runs = [
      { tbt: 80, lcp: 1100 },
      { tbt: 10, lcp: 1900 },
      { tbt: 20, lcp: 1300 },
    ]
    expect(medianOfEach(runs)).toEqual({ tbt: 20, lcp: 1300 })
  })
})

describe("secondsSummary", () => {
  it("shows the median and the range to a tenth of a second", () => {
    expect(secondsSummary([9.34, 9.06, 10.21])).toBe("median 9.3 s (9.1–10.2)")
  })
})
