import type { Controls } from "./game-rules"

export type GameKey = keyof Controls | "restart"

/** The game's keys: up and down arrows move, space shoots, R restarts. */
export function gameKeyOf(key: string): GameKey | null {
  switch (key) {
    case "ArrowUp":
      return "up"
    case "ArrowDown":
      return "down"
    case " ":
    case "Spacebar":
      return "shoot"
    case "r":
    case "R":
      return "restart"
    default:
      return null
  }
}

/** A key typed into a field, or space and enter on a link or button, belongs to that element, not the game. */
export function belongsToElement(event: KeyboardEvent): boolean {
  const target = event.target
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target.closest("input, textarea, select")) return true
  return (event.key === " " || event.key === "Enter") && target.closest("a, button") !== null
}

export interface KeyHandlers {
  press: (key: GameKey) => void
  release: (key: GameKey) => void
}

/** Listens for the game's keys on `target`; returns the function that stops listening. */
export function bindGameKeys(target: Window, handlers: KeyHandlers): () => void {
  const onKey = (event: KeyboardEvent) => {
    const key = gameKeyOf(event.key)
    if (!key || event.altKey || event.ctrlKey || event.metaKey || belongsToElement(event)) return
    // Space and the arrows would otherwise scroll the page under the player.
    event.preventDefault()
    if (event.type === "keydown") handlers.press(key)
    else handlers.release(key)
  }
  target.addEventListener("keydown", onKey)
  target.addEventListener("keyup", onKey)
  return () => {
    target.removeEventListener("keydown", onKey)
    target.removeEventListener("keyup", onKey)
  }
}
