import React from "react"
import type { Controls } from "./game-rules"
import * as styles from "./GuitarGame.module.css"

const BUTTONS: ReadonlyArray<{ control: keyof Controls; label: string; icon: string }> = [
  { control: "up", label: "Up", icon: "▲" },
  { control: "shoot", label: "Shoot", icon: "♪" },
  { control: "down", label: "Down", icon: "▼" },
]

/** Up, shoot and down as buttons held with a finger (or with space or enter when focused). */
export function TouchControls({ onHold }: { onHold: (control: keyof Controls, held: boolean) => void }) {
  return (
    <div className={styles.pad} role="group" aria-label="Game controls">
      {BUTTONS.map(({ control, label, icon }) => {
        const hold = () => onHold(control, true)
        const release = () => onHold(control, false)
        return (
          <button
            key={control}
            type="button"
            className={styles.padButton}
            onPointerDown={event => {
              // Keeps receiving the release even when the finger slides off the button.
              if (event.currentTarget.setPointerCapture && event.isPrimary) event.currentTarget.setPointerCapture(event.pointerId)
              hold()
            }}
            onPointerUp={release}
            onPointerCancel={release}
            onLostPointerCapture={release}
            onKeyDown={event => {
              if ((event.key === " " || event.key === "Enter") && !event.repeat) hold()
            }}
            onKeyUp={event => {
              if (event.key === " " || event.key === "Enter") release()
            }}
            onBlur={release}
            onContextMenu={event => event.preventDefault()}
          >
            <span aria-hidden="true">{icon}</span> {label}
          </button>
        )
      })}
    </div>
  )
}
