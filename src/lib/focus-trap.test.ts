import { nextFocusIndex } from "./focus-trap"

describe("nextFocusIndex", () => {
  it("moves forward and wraps from the last element to the first", () => {
    expect(nextFocusIndex(0, 3, false)).toBe(1)
    expect(nextFocusIndex(2, 3, false)).toBe(0)
  })

  it("moves backward and wraps from the first element to the last", () => {
    expect(nextFocusIndex(1, 3, true)).toBe(0)
    expect(nextFocusIndex(0, 3, true)).toBe(2)
  })

  it("brings focus back in from outside", () => {
    expect(nextFocusIndex(-1, 3, false)).toBe(0)
    expect(nextFocusIndex(-1, 3, true)).toBe(2)
  })

  it("stays put with a single element and has nowhere to go with none", () => {
    expect(nextFocusIndex(0, 1, false)).toBe(0)
    expect(nextFocusIndex(0, 1, true)).toBe(0)
    expect(nextFocusIndex(-1, 0, false)).toBe(-1)
  })
})
