import { NO_CONTROLS, resizeGame, restartGame, startGame, step, type Controls, type GameConfig, type GameState } from "./game-rules"

export interface FrameScheduler {
  requestAnimationFrame: (callback: FrameRequestCallback) => number
  cancelAnimationFrame: (handle: number) => void
}

/** The parts of the state the page shows outside the canvas. */
export interface Scoreboard {
  phase: GameState["phase"]
  score: number
  highScore: number
  newHighScore: boolean
}

export const scoreboardOf = ({ phase, score, highScore, newHighScore }: GameState): Scoreboard => ({ phase, score, highScore, newHighScore })

const sameBoard = (a: Scoreboard, b: Scoreboard) =>
  a.phase === b.phase && a.score === b.score && a.highScore === b.highScore && a.newHighScore === b.newHighScore

/**
 * Runs the rules one animation frame at a time. It only asks for frames while something moves
 * (a game under way or a fading explosion), and `pause`/`destroy` cancel the frame it asked for.
 */
export class GameLoop {
  private frame = 0
  private lastTime: number | null = null
  private controls: Controls = { ...NO_CONTROLS }
  private paused = false

  constructor(
    private state: GameState,
    private readonly render: (state: GameState) => void,
    private readonly onScoreboard: (board: Scoreboard) => void,
    private readonly scheduler: FrameScheduler,
  ) {
    render(state)
  }

  get current(): GameState {
    return this.state
  }

  /** Starts a game that is waiting; a game under way or over is left alone. */
  start(): void {
    this.update(startGame(this.state))
    this.run()
  }

  /** Starts again after game over. */
  restart(): void {
    this.update(restartGame(this.state))
    this.run()
  }

  hold(control: keyof Controls, held: boolean): void {
    this.controls = { ...this.controls, [control]: held }
  }

  /** Lets go of every control, for when key or pointer releases can no longer reach the page. */
  releaseAll(): void {
    this.controls = { ...NO_CONTROLS }
  }

  resize(config: GameConfig): void {
    this.update(resizeGame(this.state, config))
  }

  /** Stops asking for frames until `resume`; held controls are let go. */
  pause(): void {
    this.paused = true
    this.scheduler.cancelAnimationFrame(this.frame)
    this.frame = 0
    this.releaseAll()
  }

  resume(): void {
    this.paused = false
    this.run()
  }

  get running(): boolean {
    return this.frame !== 0
  }

  private update(next: GameState): void {
    const before = this.state
    this.state = next
    this.render(next)
    const board = scoreboardOf(next)
    if (!sameBoard(scoreboardOf(before), board)) this.onScoreboard(board)
  }

  private moving(): boolean {
    return this.state.phase === "playing" || this.state.particles.length > 0
  }

  private run(): void {
    if (this.frame || this.paused || !this.moving()) return
    this.lastTime = null
    this.frame = this.scheduler.requestAnimationFrame(this.tick)
  }

  private tick = (now: number): void => {
    this.frame = 0
    const elapsed = this.lastTime === null ? 0 : now - this.lastTime
    this.lastTime = now
    this.update(step(this.state, this.controls, elapsed))
    if (this.moving() && !this.paused) this.frame = this.scheduler.requestAnimationFrame(this.tick)
  }
}
