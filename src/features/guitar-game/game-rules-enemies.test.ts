import { createGame, NO_CONTROLS, step } from "./game-rules"
import { enemy, FRAME, newGame, phone, playing, run } from "./game-rules-test-kit"

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
