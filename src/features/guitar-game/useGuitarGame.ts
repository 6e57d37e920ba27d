import { useCallback, useEffect, useRef, useState } from "react"
import { detectDevice, type Device } from "./device"
import { drawGame } from "./draw"
import { readHighScore, saveHighScore } from "./high-score"
import { bindGameKeys, type GameKey } from "./input"
import { createGame, gameConfig, type Controls, type GameConfig, type GameState } from "./game-rules"
import { GameLoop, scoreboardOf, type Scoreboard } from "./loop"

// The server render has no window: it shows the desktop stage, and the browser corrects it on start.
const SERVER_DEVICE: Device = { layout: "desktop", touch: false, windowWidth: 1024 }
const configOf = (device: Device): GameConfig => gameConfig(device.layout, device.windowWidth)

const randomSeed = (): number => Math.floor(Math.random() * 2 ** 32)

/**
 * Wires the game to the page: the canvas, the keyboard, the window's size and visibility.
 * Every listener and animation frame it starts is stopped when the page is hidden or left.
 */
export function useGuitarGame() {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const loopRef = useRef<GameLoop | null>(null)
  const [device, setDevice] = useState<Device>(SERVER_DEVICE)
  const [config, setConfig] = useState<GameConfig>(() => configOf(SERVER_DEVICE))
  const [board, setBoard] = useState<Scoreboard>(() => scoreboardOf(createGame(configOf(SERVER_DEVICE), 0, 0)))

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const scale = Math.max(1, window.devicePixelRatio || 1)
    const paint = (state: GameState) => {
      const ctx = canvas.getContext("2d")
      if (!ctx) return
      const width = Math.round(state.config.width * scale)
      const height = Math.round(state.config.height * scale)
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width
        canvas.height = height
      }
      drawGame(ctx, state, scale)
    }
    const firstDevice = detectDevice(window)
    let savedHighScore = readHighScore()
    let shownConfig: GameConfig | null = null
    const loop = new GameLoop(
      createGame(configOf(firstDevice), savedHighScore, randomSeed()),
      state => {
        paint(state)
        if (state.config !== shownConfig) setConfig((shownConfig = state.config))
      },
      next => {
        setBoard(next)
        if (next.highScore > savedHighScore) saveHighScore((savedHighScore = next.highScore))
      },
      window,
    )
    loopRef.current = loop
    setDevice(firstDevice)
    setBoard(scoreboardOf(loop.current))

    const press = (key: GameKey) => {
      if (key === "restart") return loop.restart()
      if (key === "shoot") loop.start()
      loop.hold(key, true)
    }
    const release = (key: GameKey) => {
      if (key !== "restart") loop.hold(key, false)
    }
    const unbindKeys = bindGameKeys(window, { press, release })
    const onVisibility = () => (document.hidden ? loop.pause() : loop.resume())
    const onPageHide = () => loop.pause()
    const onPageShow = () => loop.resume()
    const onBlur = () => loop.releaseAll()
    const onResize = () => {
      const next = detectDevice(window)
      setDevice(next)
      loop.resize(configOf(next))
    }
    document.addEventListener("visibilitychange", onVisibility)
    window.addEventListener("pagehide", onPageHide)
    window.addEventListener("pageshow", onPageShow)
    window.addEventListener("blur", onBlur)
    window.addEventListener("resize", onResize)
    return () => {
      unbindKeys()
      document.removeEventListener("visibilitychange", onVisibility)
      window.removeEventListener("pagehide", onPageHide)
      window.removeEventListener("pageshow", onPageShow)
      window.removeEventListener("blur", onBlur)
      window.removeEventListener("resize", onResize)
      loop.pause()
      loopRef.current = null
    }
  }, [])

  /** The stage was tapped: it starts a waiting game or restarts a finished one. */
  const tapStage = useCallback(() => {
    const loop = loopRef.current
    if (!loop) return
    if (loop.current.phase === "ready") loop.start()
    else if (loop.current.phase === "over") loop.restart()
  }, [])

  /** An on-screen button pressed or let go. Shooting also starts a waiting game, as space does. */
  const holdButton = useCallback((control: keyof Controls, held: boolean) => {
    const loop = loopRef.current
    if (!loop) return
    if (held && control === "shoot") loop.start()
    loop.hold(control, held)
  }, [])

  return { canvasRef, device, config, board, tapStage, holdButton }
}
