import { MOBILE_BREAKPOINT } from "./constants"
import type { Layout } from "./game-rules"

export interface Device {
  layout: Layout
  /** the primary pointer is a finger: texts say "tap" and the stage is tappable */
  touch: boolean
  windowWidth: number
}

/** What the game needs to know about the window it runs in. */
export function detectDevice(win: Window): Device {
  const windowWidth = win.innerWidth
  const touch = typeof win.matchMedia === "function" && win.matchMedia("(hover: none) and (pointer: coarse)").matches
  return { layout: windowWidth <= MOBILE_BREAKPOINT ? "mobile" : "desktop", touch, windowWidth }
}

/** The on-screen buttons appear on touch devices and narrow screens. */
export const showsButtons = (device: Device): boolean => device.touch || device.layout === "mobile"
