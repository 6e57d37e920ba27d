import fc from "fast-check"
import { FASTER_MARGIN, growsFaster, growthRatio, NOISE_SECONDS, perAddedArticle } from "./growth"

const settings = { seed: 54, numRuns: 300 }
// Two or three sizes, smallest first, and a cost a step has at the smallest.
const sizes = fc.uniqueArray(fc.integer({ min: 10, max: 20_000 }), { minLength: 2, maxLength: 3 }).map(counts => [...counts].sort((a, b) => a - b))
const base = fc.double({ min: 1, max: 100, noNaN: true })

describe("perAddedArticle", () => {
  it("is the cost of the articles added between one size and the next", () => {
    // The issue's own figures: 2,000 articles in 86 s where 23 took 37.8 s.
    expect(perAddedArticle([{ count: 23, value: 37_800 }, { count: 2000, value: 86_000 }])[0]).toBeCloseTo(24.38, 2)
  })

  it("gives back the cost per article of a build that costs a fixed part plus so much per article, whatever the sizes (seeded, bounded)", () => {
    fc.assert(
      fc.property(sizes, base, fc.double({ min: 0, max: 50, noNaN: true }), (counts, fixed, each) => {
        const figures = counts.map(count => ({ count, value: fixed + each * count }))
        for (const cost of perAddedArticle([...figures].reverse())) expect(cost).toBeCloseTo(each, 6)
      }),
      settings,
    )
  })
})

describe("growsFaster", () => {
  it("never flags a figure that grows as the articles do or slower: a fixed part plus a part per article (seeded, bounded)", () => {
    fc.assert(
      fc.property(sizes, base, fc.double({ min: 0, max: 1, noNaN: true }), (counts, cost, perArticle) => {
        expect(growsFaster(counts.map(count => ({ count, value: cost + perArticle * count })))).toBe(false)
      }),
      settings,
    )
  })

  it("flags a figure that grows with the square of the articles, once the sizes are far enough apart to tell (seeded, bounded)", () => {
    fc.assert(
      fc.property(sizes, base, (counts, cost) => {
        fc.pre(counts[counts.length - 1] / counts[0] > 1 + FASTER_MARGIN)
        expect(growsFaster(counts.map(count => ({ count, value: cost * (count / counts[0]) ** 2 })))).toBe(true)
      }),
      settings,
    )
  })

  it("draws the line at the articles' growth and a fifth more", () => {
    const at = (last: number) => growsFaster([{ count: 2000, value: 10 }, { count: 10_000, value: last }])
    expect(at(59.9)).toBe(false)
    expect(at(60.1)).toBe(true)
  })

  it("leaves out a step too short to judge at the largest size, and flags one that starts from nothing", () => {
    expect(growsFaster([{ count: 40, value: 0.01 }, { count: 120, value: NOISE_SECONDS - 0.01 }])).toBe(false)
    expect(growsFaster([{ count: 40, value: 0 }, { count: 120, value: 3 }])).toBe(true)
  })

  it("judges nothing from one size", () => {
    expect(growsFaster([{ count: 2000, value: 90 }])).toBe(false)
  })
})

describe("growthRatio", () => {
  it("is the largest size's figure over the smallest's, in any order", () => {
    expect(growthRatio([{ count: 10_000, value: 450 }, { count: 2000, value: 90 }])).toBe(5)
  })
})
