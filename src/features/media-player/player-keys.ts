import { volumeAfterKey } from "./logic"

// Keys these elements handle themselves: Space presses a button, arrows move a slider or a selection.
const OWN_SPACE = "button, a, input, select, textarea"
const OWN_ARROWS = "input, select, textarea"

export type KeyAction = { kind: "toggle" } | { kind: "volume"; volume: number }

/** What a key pressed inside the player does: play or pause, a new volume, or nothing when the focused control handles it. */
export function playerKeyAction(key: string, target: Element, volume: number): KeyAction | null {
  if (key === " ") return target.closest(OWN_SPACE) ? null : { kind: "toggle" }
  const next = target.closest(OWN_ARROWS) ? null : volumeAfterKey(volume, key)
  return next === null ? null : { kind: "volume", volume: next }
}
