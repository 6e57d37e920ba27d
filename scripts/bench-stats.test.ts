import { median, medianOfEach, pairRatios, runTimes, secondsSummary } from "./bench-stats"

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

describe("runTimes and pairRatios", () => {
  const run = (seconds: number, ok = true) => ({ seconds, ok })

  it("list each run, and each pair's ratio, in the order they were taken", () => {
    expect(runTimes([run(115.8), run(100.4)])).toBe("115.8, 100.4")
    expect(pairRatios([run(115.8), run(100.4)], [run(67.7), run(68.2)])).toBe("1.71, 1.47")
  })

  it("mark a failed run, and give its pair no ratio, since its time is no build's", () => {
    expect(runTimes([run(100.4), run(12.3, false)])).toBe("100.4, 12.3 (failed)")
    expect(pairRatios([run(100.4), run(12.3, false)], [run(68.2), run(67.7)])).toBe("1.47, failed")
    expect(pairRatios([run(100.4)], [run(3.1, false)])).toBe("failed")
  })
})
