import {
  createGame,
  formatScore,
  gameConfig,
  NO_CONTROLS,
  overlaps,
  resizeGame,
  restartGame,
  startGame,
  step,
  type Controls,
  type Enemy,
  type GameState,
} from "./logic"
import { nextRandom, randoms } from "./random"

const FRAME = 1000 / 60
const desktop = gameConfig("desktop", 1280)
const phone = gameConfig("mobile", 375)
const playing = (state: GameState) => startGame(state)
const newGame = (highScore = 0, seed = 7) => playing(createGame(desktop, highScore, seed))

/** Runs `frames` frames with the same controls. */
function run(state: GameState, frames: number, controls: Controls = NO_CONTROLS, elapsed = FRAME): GameState {
  let current = state
  for (let i = 0; i < frames; i++) current = step(current, controls, elapsed)
  return current
}

const enemy = (overrides: Partial<Enemy> = {}): Enemy => ({ x: 600, y: 0, width: 50, height: 50, kind: "normal", speed: -3, ...overrides })

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

describe("layout", () => {
  it("is 800x400 with the player at x 100 and an enemy every 2 s on desktop", () => {
    expect(desktop).toEqual({ layout: "desktop", width: 800, height: 400, playerX: 100, spawnIntervalMs: 2000 })
  })

  it("is min(window width - 40, 600) by 300 with the player at x 20 and an enemy every 4 s on phones", () => {
    expect(phone).toEqual({ layout: "mobile", width: 335, height: 300, playerX: 20, spawnIntervalMs: 4000 })
    expect(gameConfig("mobile", 768).width).toBe(600)
  })

  it("starts the 64x64 player at its x, centred vertically", () => {
    expect(createGame(desktop, 0, 1).player).toEqual({ x: 100, y: 168, width: 64, height: 64 })
    expect(createGame(phone, 0, 1).player).toEqual({ x: 20, y: 118, width: 64, height: 64 })
  })
})

describe("phases", () => {
  it("waits until started, then plays", () => {
    const ready = createGame(desktop, 0, 1)
    expect(ready.phase).toBe("ready")
    expect(step(ready, { up: true, down: false, shoot: true }, FRAME)).toBe(ready)
    expect(startGame(ready).phase).toBe("playing")
    expect(startGame(startGame(ready))).toEqual(startGame(ready))
  })

  it("restarts only after game over, with a fresh board and the high score kept", () => {
    const running = run(newGame(), 10, { up: true, down: false, shoot: true })
    expect(restartGame(running)).toBe(running)
    const over: GameState = { ...running, phase: "over", score: 120, highScore: 120, notes: running.notes, enemies: [enemy()] }
    const again = restartGame(over)
    expect(again).toMatchObject({ phase: "playing", score: 0, time: 0, notes: [], enemies: [], highScore: 120, newHighScore: false })
    expect(again.player).toEqual(createGame(desktop, 0, 1).player)
  })

  it("a game under way keeps its canvas when the window changes; one not started takes the new one", () => {
    const ready = createGame(desktop, 50, 3)
    expect(resizeGame(ready, phone)).toMatchObject({ config: phone, highScore: 50, player: { x: 20 } })
    const running = newGame()
    expect(resizeGame(running, phone)).toBe(running)
  })
})

describe("movement", () => {
  it("moves 5 px a frame up or down, and not at all with both or neither held", () => {
    const game = newGame()
    expect(step(game, { ...NO_CONTROLS, up: true }, FRAME).player.y).toBe(163)
    expect(step(game, { ...NO_CONTROLS, down: true }, FRAME).player.y).toBe(173)
    expect(step(game, { up: true, down: true, shoot: false }, FRAME).player.y).toBe(168)
    expect(step(game, NO_CONTROLS, FRAME).player.y).toBe(168)
  })

  it("stops at the top and bottom edges of the canvas", () => {
    expect(run(newGame(), 100, { ...NO_CONTROLS, up: true }).player.y).toBe(0)
    expect(run(newGame(), 100, { ...NO_CONTROLS, down: true }).player.y).toBe(400 - 64)
    const phoneGame = playing(createGame(phone, 0, 1))
    expect(run(phoneGame, 100, { ...NO_CONTROLS, down: true }).player.y).toBe(300 - 64)
  })
})

describe("shooting", () => {
  it("fires a 20x10 note from the guitar at once, centred on the player", () => {
    const game = step(newGame(), { ...NO_CONTROLS, shoot: true }, FRAME)
    expect(game.notes).toEqual([{ x: 164, y: 195, width: 20, height: 10 }])
  })

  it("fires at most one note every 200 ms while the button is held", () => {
    const held = { ...NO_CONTROLS, shoot: true }
    expect(run(newGame(), 10, held, 20).notes).toHaveLength(1) // shots at 20 ms; 200 ms is too soon
    expect(run(newGame(), 11, held, 20).notes).toHaveLength(2) // and at 220 ms
    expect(run(newGame(), 10, held, 50).notes).toHaveLength(3) // 0, 200, 400 ms of 500
  })

  it("moves notes 8 px a frame and drops them past the right edge", () => {
    const once = step(newGame(), { ...NO_CONTROLS, shoot: true }, FRAME)
    expect(step(once, NO_CONTROLS, FRAME).notes[0].x).toBe(172)
    const frames = Math.ceil((800 - 164) / 8)
    expect(run(once, frames - 1).notes).toHaveLength(1)
    expect(run(once, frames).notes).toHaveLength(0)
  })
})

describe("enemies", () => {
  it("arrive every 2,000 ms on desktop and 4,000 ms on phones, at the right edge", () => {
    expect(run(newGame(), 19, NO_CONTROLS, 100).enemies).toHaveLength(0) // 1.9 s
    const first = run(newGame(), 20, NO_CONTROLS, 100) // 2.0 s
    expect(first.enemies).toHaveLength(1)
    expect(first.enemies[0]).toMatchObject({ x: 800, width: 50, height: 50 })
    expect(run(newGame(), 40, NO_CONTROLS, 100).enemies).toHaveLength(2)
    const phoneGame = playing(createGame(phone, 0, 1))
    expect(run(phoneGame, 39, NO_CONTROLS, 100).enemies).toHaveLength(0)
    expect(run(phoneGame, 40, NO_CONTROLS, 100).enemies[0]).toMatchObject({ x: 335 })
  })

  it("enter anywhere from the top to the bottom of the canvas", () => {
    const places = Array.from({ length: 200 }, (_, seed) => run(newGame(0, seed), 20, NO_CONTROLS, 100).enemies[0].y)
    expect(Math.min(...places)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...places)).toBeLessThanOrEqual(350)
    expect(Math.max(...places) - Math.min(...places)).toBeGreaterThan(300)
  })

  it("are 30 percent fast; speeds -3 to -5 on desktop, fast ones 1.5 times that; -0.5 on phones", () => {
    const spawned = Array.from({ length: 2000 }, (_, seed) => run(newGame(0, seed), 20, NO_CONTROLS, 100).enemies[0])
    const fast = spawned.filter(e => e.kind === "fast")
    expect(fast.length / spawned.length).toBeGreaterThan(0.26)
    expect(fast.length / spawned.length).toBeLessThan(0.34)
    for (const e of spawned) {
      const base = e.kind === "fast" ? e.speed / 1.5 : e.speed
      expect(base).toBeLessThanOrEqual(-3)
      expect(base).toBeGreaterThanOrEqual(-5)
    }
    const phoneEnemies = Array.from({ length: 200 }, (_, seed) => run(playing(createGame(phone, 0, seed)), 40, NO_CONTROLS, 100).enemies[0])
    expect(new Set(phoneEnemies.map(e => e.speed))).toEqual(new Set([-0.5, -0.75]))
  })

  it("move by their speed each frame and leave past the left edge", () => {
    const game = { ...newGame(), enemies: [enemy({ x: 20, y: 0, speed: -4 })] }
    expect(step(game, NO_CONTROLS, FRAME).enemies[0].x).toBe(16)
    expect(run(game, 17).enemies).toHaveLength(1) // x -48: its right edge still shows
    expect(run(game, 18).enemies).toHaveLength(0) // x -52: gone
  })

  it("are the same for the same seed", () => {
    const a = run(newGame(0, 99), 300, { up: false, down: true, shoot: true })
    const b = run(newGame(0, 99), 300, { up: false, down: true, shoot: true })
    expect(b).toEqual(a)
  })
})

describe("collisions and scoring", () => {
  it("detects overlapping boxes, and not touching ones", () => {
    const a = { x: 0, y: 0, width: 10, height: 10 }
    expect(overlaps(a, { x: 9, y: 9, width: 5, height: 5 })).toBe(true)
    expect(overlaps(a, { x: 10, y: 0, width: 5, height: 5 })).toBe(false)
    expect(overlaps(a, { x: 0, y: 10, width: 5, height: 5 })).toBe(false)
  })

  it("a note that hits a normal enemy scores 10, removes both and leaves a 12-particle explosion", () => {
    const game = { ...newGame(), notes: [{ x: 300, y: 20, width: 20, height: 10 }], enemies: [enemy({ x: 330, y: 0 })] }
    const after = step(game, NO_CONTROLS, FRAME)
    expect(after.score).toBe(10)
    expect(after.notes).toEqual([])
    expect(after.enemies).toEqual([])
    expect(after.particles).toHaveLength(12)
    expect(after.particles.every(p => p.life === 30 && p.kind === "normal")).toBe(true)
  })

  it("a fast enemy scores 20", () => {
    const game = { ...newGame(), notes: [{ x: 300, y: 20, width: 20, height: 10 }], enemies: [enemy({ x: 330, kind: "fast", speed: -6 })] }
    expect(step(game, NO_CONTROLS, FRAME).score).toBe(20)
  })

  it("one note takes out one enemy, and a miss scores nothing", () => {
    const twoInLine = { ...newGame(), notes: [{ x: 300, y: 20, width: 20, height: 10 }], enemies: [enemy({ x: 330 }), enemy({ x: 335 })] }
    const after = step(twoInLine, NO_CONTROLS, FRAME)
    expect(after.score).toBe(10)
    expect(after.enemies).toHaveLength(1)
    const miss = { ...newGame(), notes: [{ x: 300, y: 200, width: 20, height: 10 }], enemies: [enemy({ x: 330, y: 0 })] }
    expect(step(miss, NO_CONTROLS, FRAME).score).toBe(0)
  })

  it("explosion particles live 30 frames", () => {
    const game = { ...newGame(), notes: [{ x: 300, y: 20, width: 20, height: 10 }], enemies: [enemy({ x: 330 })] }
    const exploded = step(game, NO_CONTROLS, FRAME)
    expect(run(exploded, 29).particles).toHaveLength(12)
    expect(run(exploded, 30).particles).toHaveLength(0)
  })

  it("a player who keeps shooting straight ahead scores when an enemy comes down the line", () => {
    const game = { ...newGame(), enemies: [enemy({ x: 700, y: 175 })] }
    const after = run(game, 60, { ...NO_CONTROLS, shoot: true })
    expect(after.score).toBe(10)
    expect(after.phase).toBe("playing")
  })
})

describe("game over and high score", () => {
  const doomed = (highScore: number, score: number): GameState => ({ ...newGame(highScore), score, enemies: [enemy({ x: 160, y: 180 })] })

  it("ends the game when an enemy touches the player, with an explosion where the player was", () => {
    const over = step(doomed(0, 30), NO_CONTROLS, FRAME)
    expect(over.phase).toBe("over")
    expect(over.particles.filter(p => p.kind === "player")).toHaveLength(12)
  })

  it("an enemy passing above or below does not end the game", () => {
    const game = { ...newGame(), enemies: [enemy({ x: 170, y: 100 })] }
    expect(step(game, NO_CONTROLS, FRAME).phase).toBe("playing")
  })

  it("freezes the board after game over while the explosion fades", () => {
    const over = step(doomed(0, 30), NO_CONTROLS, FRAME)
    expect(over.phase).toBe("over")
    const later = step(over, { up: true, down: false, shoot: true }, FRAME)
    expect(later.player).toEqual(over.player)
    expect(later.enemies).toEqual(over.enemies)
    expect(later.score).toBe(30)
    expect(run(over, 30).particles).toHaveLength(0)
  })

  it("a score above the high score becomes the new high score", () => {
    const over = step(doomed(20, 30), NO_CONTROLS, FRAME)
    expect(over).toMatchObject({ highScore: 30, newHighScore: true })
  })

  it("a score at or below the high score keeps the old one", () => {
    expect(step(doomed(30, 30), NO_CONTROLS, FRAME)).toMatchObject({ highScore: 30, newHighScore: false })
    expect(step(doomed(50, 10), NO_CONTROLS, FRAME)).toMatchObject({ highScore: 50, newHighScore: false })
    expect(step(doomed(0, 0), NO_CONTROLS, FRAME)).toMatchObject({ highScore: 0, newHighScore: false })
  })

  it("a stored high score that is not a whole positive number counts as 0 or its whole part", () => {
    expect(createGame(desktop, -5, 1).highScore).toBe(0)
    expect(createGame(desktop, 12.7, 1).highScore).toBe(12)
  })
})

describe("time", () => {
  it("counts a stalled frame as 100 ms at most, so enemies do not pour in after a pause", () => {
    const game = run(newGame(), 1, NO_CONTROLS, 60_000)
    expect(game.time).toBe(100)
    expect(game.enemies).toHaveLength(0)
  })
})

describe("formatScore", () => {
  it("pads the score to 6 digits", () => {
    expect(formatScore(0)).toBe("000000")
    expect(formatScore(120)).toBe("000120")
    expect(formatScore(1234567)).toBe("1234567")
  })
})
