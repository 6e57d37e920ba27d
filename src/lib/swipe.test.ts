import { DISMISS_DISTANCE, isDismissSwipe, swipeOpacity } from "./swipe"

describe("isDismissSwipe", () => {
  it("closes on a swipe up or down of the dismiss distance or more", () => {
    expect(isDismissSwipe(0, DISMISS_DISTANCE)).toBe(true)
    expect(isDismissSwipe(10, -200)).toBe(true)
  })

  it("keeps the picture open on a tap, a short drag or a sideways move", () => {
    expect(isDismissSwipe(0, 0)).toBe(false)
    expect(isDismissSwipe(0, DISMISS_DISTANCE - 1)).toBe(false)
    expect(isDismissSwipe(300, 20)).toBe(false)
    expect(isDismissSwipe(-100, 150)).toBe(false)
  })
})

describe("swipeOpacity", () => {
  it("fades the picture as it moves away, and never hides it while the finger is down", () => {
    expect(swipeOpacity(0)).toBe(1)
    expect(swipeOpacity(DISMISS_DISTANCE)).toBeLessThan(1)
    expect(swipeOpacity(-DISMISS_DISTANCE)).toBe(swipeOpacity(DISMISS_DISTANCE))
    expect(swipeOpacity(10_000)).toBe(0.3)
  })
})
