/** What the game logic's tests share: the two canvases, a started game, frames run in a row, and an enemy placed by hand. */
import { createGame, gameConfig, NO_CONTROLS, startGame, step, type Controls, type Enemy, type GameState } from "./game-rules"

export const FRAME = 1000 / 60
export const desktop = gameConfig("desktop", 1280)
export const phone = gameConfig("mobile", 375)
export const playing = (state: GameState) => startGame(state)
export const newGame = (highScore = 0, seed = 7) => playing(createGame(desktop, highScore, seed))

/** Runs `frames` frames with the same controls. */
export function run(state: GameState, frames: number, controls: Controls = NO_CONTROLS, elapsed = FRAME): GameState {
  let current = state
  for (let i = 0; i < frames; i++) current = step(current, controls, elapsed)
  return current
}

export const enemy = (overrides: Partial<Enemy> = {}): Enemy => ({ x: 600, y: 0, width: 50, height: 50, kind: "normal", speed: -3, ...overrides })
