import React from "react"
import { formatScore } from "./game-rules"
import type { Scoreboard } from "./loop"
import * as styles from "./GuitarGame.module.css"

interface OverlayProps {
  board: Scoreboard
  touch: boolean
  onTap: () => void
}

/** The texts over the stage before a game and after it; on touch devices the whole overlay is the button. */
export function Overlay({ board, touch, onTap }: OverlayProps) {
  if (board.phase === "playing") return null
  const lines =
    board.phase === "ready" ? (
      <p className={styles.call}>{touch ? "TAP HERE TO START" : "PRESS SPACE TO START"}</p>
    ) : (
      <>
        <p className={styles.gameOver}>GAME OVER</p>
        <p className={styles.finalLabel}>FINAL SCORE</p>
        <p className={styles.finalScore}>{formatScore(board.score)}</p>
        {board.newHighScore && <p className={styles.newHigh}>NEW HIGH SCORE!</p>}
        <p className={styles.call}>{touch ? "TAP HERE TO RESTART" : "PRESS R TO RESTART"}</p>
      </>
    )
  return touch ? (
    <button type="button" className={styles.overlay} onClick={onTap}>
      {lines}
    </button>
  ) : (
    <div className={styles.overlay}>{lines}</div>
  )
}
