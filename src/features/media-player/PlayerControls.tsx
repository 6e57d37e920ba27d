import React from "react"
import { MutedIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, VolumeIcon } from "./player-icons"
import { formatClock } from "./logic"
import { MESSAGES } from "./messages"
import * as styles from "./MediaPlayer.module.css"
import type { MediaState } from "./useMediaState"

export interface PlayerControlsProps {
  state: MediaState
  hasPrevious: boolean
  hasNext: boolean
  onToggle: () => void
  onPrevious: () => void
  onNext: () => void
  onSeek: (seconds: number) => void
  onVolume: (volume: number) => void
  onToggleMute: () => void
}

/** Play and pause, previous and next, the seek slider (or the loading share while buffering), and the volume. */
export function PlayerControls({ state, hasPrevious, hasNext, onToggle, onPrevious, onNext, onSeek, onVolume, onToggleMute }: PlayerControlsProps) {
  const { isPlaying, isLoading, currentTime, duration, volume, muted } = state
  return (
    <div className={styles.controls}>
      <div className={styles.buttons}>
        <button type="button" className={styles.iconButton} onClick={onPrevious} disabled={!hasPrevious || isLoading} aria-label="Previous">
          <PreviousIcon />
        </button>
        <button type="button" className={`${styles.iconButton} ${styles.playButton}`} onClick={onToggle} aria-label={isPlaying ? "Pause" : "Play"}>
          {isPlaying ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={styles.iconButton} onClick={onNext} disabled={!hasNext || isLoading} aria-label="Next">
          <NextIcon />
        </button>
      </div>
      <div className={styles.timeline}>
        {isLoading ? (
          <p className={styles.loading} role="status">
            {MESSAGES.loading(state.loadedPercent)}
          </p>
        ) : (
          <>
            <span className={styles.clock}>{formatClock(currentTime)}</span>
            <input
              type="range"
              className={styles.slider}
              aria-label="Seek"
              min={0}
              max={duration || 0}
              step={0.1}
              value={Math.min(currentTime, duration || 0)}
              aria-valuetext={`${formatClock(currentTime)} of ${formatClock(duration)}`}
              onChange={event => onSeek(Number(event.currentTarget.value))}
            />
            <span className={styles.clock}>{formatClock(duration)}</span>
          </>
        )}
      </div>
      <div className={styles.volume}>
        <button type="button" className={styles.iconButton} onClick={onToggleMute} aria-label={muted ? "Unmute" : "Mute"} aria-pressed={muted}>
          {muted ? <MutedIcon /> : <VolumeIcon />}
        </button>
        <input
          type="range"
          className={styles.volumeSlider}
          aria-label="Volume"
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
          onChange={event => onVolume(Number(event.currentTarget.value))}
        />
      </div>
    </div>
  )
}
