import { nextRandom, randoms } from "./random"

describe("random source", () => {
  it("gives the same numbers for the same seed, all in [0, 1)", () => {
    const [first] = randoms(42, 100)
    const [again] = randoms(42, 100)
    expect(again).toEqual(first)
    expect(first.every(n => n >= 0 && n < 1)).toBe(true)
    expect(new Set(first).size).toBe(100)
    expect(randoms(43, 1)[0]).not.toEqual(randoms(42, 1)[0])
  })

  it("returns the next seed instead of keeping one", () => {
    const [value, seed] = nextRandom(1)
    expect(nextRandom(1)).toEqual([value, seed])
    expect(nextRandom(seed)[0]).not.toBe(value)
  })
})
