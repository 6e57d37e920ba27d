import React from "react"
import { MOBILE_CANVAS_HEIGHT, MOBILE_CANVAS_MARGIN, MOBILE_MAX_CANVAS_WIDTH } from "./constants"
import { showsButtons } from "./device"
import { formatScore, type GameConfig } from "./game-rules"
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

/**
 * The stage's size as CSS variables. The static HTML is rendered for a desktop, so the phone size
 * is also given, for the stylesheet to use on narrow screens before the game has measured the window.
 */
const stageSize = (config: GameConfig) =>
  ({
    "--stage-width": `${config.width}px`,
    "--stage-ratio": `${config.width} / ${config.height}`,
    "--phone-max-width": `${MOBILE_MAX_CANVAS_WIDTH}px`,
    "--phone-margin": `${MOBILE_CANVAS_MARGIN}px`,
    "--phone-height": `${MOBILE_CANVAS_HEIGHT}px`,
  }) as React.CSSProperties

export function GuitarGame({ title }: { title: string }) {
  const { canvasRef, device, config, board, tapStage, holdButton } = useGuitarGame()
  const score = formatScore(board.score)
  return (
    <div className={styles.game} style={stageSize(config)}>
      <dl className={styles.hud}>
        <div>
          <dt>Score</dt>
          <dd>{score}</dd>
        </div>
        <div>
          <dt>High score</dt>
          <dd>{formatScore(board.highScore)}</dd>
        </div>
      </dl>
      <div className={styles.stage}>
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
      {/* The static page cannot know the device: on narrow screens the slot holds the buttons' place. */}
      <div className={styles.padSlot}>{showsButtons(device) && <TouchControls onHold={holdButton} />}</div>
      <p className={styles.help}>
        <kbd>↑</kbd> <kbd>↓</kbd> move · <kbd>Space</kbd> shoots · <kbd>R</kbd> restarts
      </p>
    </div>
  )
}
