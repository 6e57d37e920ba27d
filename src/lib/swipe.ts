/** How far (CSS px) a finger must travel up or down for a swipe to close what it moves. */
export const DISMISS_DISTANCE = 80

/**
 * Whether a finger's move of `dx`, `dy` (CSS px, from where it touched to where it lifted) is a
 * swipe that closes an enlarged picture: far enough, and mostly up or down, so a sideways slip of
 * a tap or a pinch's drift keeps the picture open.
 */
export function isDismissSwipe(dx: number, dy: number): boolean {
  return Math.abs(dy) >= DISMISS_DISTANCE && Math.abs(dy) > 2 * Math.abs(dx)
}

/** How opaque a picture being swiped away is, `dy` px from where the finger touched: fading as it goes. */
export function swipeOpacity(dy: number): number {
  return Math.max(0.3, 1 - Math.abs(dy) / (4 * DISMISS_DISTANCE))
}
