import { createGame, gameConfig, type GameState } from "./game-rules"
import { GameLoop, type Scoreboard } from "./loop"

/** A frame scheduler the test advances by hand; it knows which frames are still asked for. */
function manualFrames() {
  let next = 1
  const pending = new Map<number, FrameRequestCallback>()
  return {
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      pending.set(next, callback)
      return next++
    },
    cancelAnimationFrame: (handle: number) => {
      pending.delete(handle)
    },
    get waiting() {
      return pending.size
    },
    /** Runs every frame asked for, at time `now`. */
    frame(now: number) {
      const due = [...pending.values()]
      pending.clear()
      due.forEach(callback => callback(now))
    },
  }
}

function setUp() {
  const frames = manualFrames()
  const painted: GameState[] = []
  const boards: Scoreboard[] = []
  const loop = new GameLoop(createGame(gameConfig("desktop", 1280), 40, 1), s => painted.push(s), b => boards.push(b), frames)
  return { frames, painted, boards, loop }
}

describe("GameLoop", () => {
  it("paints the waiting game once and asks for no frame until it starts", () => {
    const { frames, painted, loop } = setUp()
    expect(painted).toHaveLength(1)
    expect(frames.waiting).toBe(0)
    loop.start()
    expect(frames.waiting).toBe(1)
    frames.frame(0)
    frames.frame(16)
    expect(loop.current.time).toBe(16)
    expect(frames.waiting).toBe(1)
  })

  it("applies the held controls each frame", () => {
    const { frames, loop } = setUp()
    loop.start()
    loop.hold("up", true)
    frames.frame(0)
    frames.frame(16)
    expect(loop.current.player.y).toBe(158)
    loop.hold("up", false)
    frames.frame(32)
    expect(loop.current.player.y).toBe(158)
  })

  it("tells the page when the phase or the score changes, not on every frame", () => {
    const { frames, boards, loop } = setUp()
    loop.start()
    for (let t = 0; t < 10; t++) frames.frame(t * 16)
    expect(boards).toEqual([{ phase: "playing", score: 0, highScore: 40, newHighScore: false }])
  })

  it("pausing cancels the frame it asked for and lets go of the controls; resuming picks up", () => {
    const { frames, loop } = setUp()
    loop.start()
    loop.hold("down", true)
    frames.frame(0)
    loop.pause()
    expect(frames.waiting).toBe(0)
    expect(loop.running).toBe(false)
    loop.start()
    expect(frames.waiting).toBe(0)
    loop.resume()
    expect(frames.waiting).toBe(1)
    const y = loop.current.player.y
    frames.frame(1000)
    expect(loop.current.player.y).toBe(y)
  })

  it("stops asking for frames once the game is over and the explosion has faded", () => {
    const { frames, loop } = setUp()
    loop.start()
    // Stand still: the amps that come will sooner or later reach the guitar.
    let t = 0
    while (loop.current.phase !== "over" && t < 100_000) frames.frame((t += 16))
    expect(loop.current.phase).toBe("over")
    for (let i = 0; i < 40; i++) frames.frame((t += 16))
    expect(frames.waiting).toBe(0)
    loop.restart()
    expect(loop.current.phase).toBe("playing")
    expect(frames.waiting).toBe(1)
  })
})
