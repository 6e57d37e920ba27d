/** What a modal's Tab key may reach. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Where Tab (or Shift+Tab) moves focus among `count` focusable elements so it never leaves the
 * modal: from the last to the first and back. `current` is -1 when focus is elsewhere.
 */
export function nextFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count === 0) return -1
  if (current < 0) return backwards ? count - 1 : 0
  return (current + (backwards ? -1 : 1) + count) % count
}
