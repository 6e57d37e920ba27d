import { createGame, formatScore, gameConfig, NO_CONTROLS, resizeGame, restartGame, startGame, step, type GameState } from "./game-rules"
import { desktop, enemy, FRAME, newGame, phone, playing, run } from "./game-rules-test-kit"

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
