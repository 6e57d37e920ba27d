import { createGame, NO_CONTROLS, overlaps, step, type GameState } from "./game-rules"
import { desktop, enemy, FRAME, newGame, run } from "./game-rules-test-kit"

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
