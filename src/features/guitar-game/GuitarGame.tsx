import React from "react"
import { showsButtons } from "./device"
import { formatScore } from "./logic"
import { Overlay } from "./Overlay"
import { TouchControls } from "./TouchControls"
import { useGuitarGame } from "./useGuitarGame"
import * as styles from "./GuitarGame.module.css"

/** What a screen reader hears as the game goes: the phase and the score, never every frame. */
function statusText(phase: string, score: string, newHighScore: boolean, touch: boolean): string {
  if (phase === "ready") return touch ? "Tap the stage to start." : "Press space to start."
  if (phase === "playing") return `Score ${score}.`
  return `Game over. Final score ${score}.${newHighScore ? " New high score!" : ""} ${touch ? "Tap the stage to restart." : "Press R to restart."}`
}

export function GuitarGame({ title }: { title: string }) {
  const { canvasRef, device, config, board, tapStage, holdButton } = useGuitarGame()
  const score = formatScore(board.score)
  return (
    <div className={styles.game}>
      <dl className={styles.hud} style={{ maxWidth: config.width }}>
        <div>
          <dt>Score</dt>
          <dd>{score}</dd>
        </div>
        <div>
          <dt>High score</dt>
          <dd>{formatScore(board.highScore)}</dd>
        </div>
      </dl>
      <div className={styles.stage} style={{ width: config.width, aspectRatio: `${config.width} / ${config.height}` }}>
        {/* Its pixel size is set where it is painted: a size set by React would wipe the picture. */}
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          role="img"
          aria-label={`${title}: your guitar on the left fires notes at the amps coming from the right`}
        >
          {`${title}, a shooter game: move your guitar up and down, fire notes at the amps and do not let one touch you.`}
        </canvas>
        <Overlay board={board} touch={device.touch} onTap={tapStage} />
      </div>
      <p className="visually-hidden" role="status">
        {statusText(board.phase, score, board.newHighScore, device.touch)}
      </p>
      {showsButtons(device) && <TouchControls onHold={holdButton} />}
      <p className={styles.help}>
        <kbd>↑</kbd> <kbd>↓</kbd> move · <kbd>Space</kbd> shoots · <kbd>R</kbd> restarts
      </p>
    </div>
  )
}
