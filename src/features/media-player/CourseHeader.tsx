import React from "react"
import { completionPercent, formatPlaylistDuration, playlistSeconds, type SavedPositions } from "./logic"
import * as styles from "./MediaPlayer.module.css"
import type { MediaItem } from "./types"

export interface CourseHeaderProps {
  title: string
  description?: string
  playlistId: string
  items: readonly MediaItem[]
  positions: SavedPositions
  /** shows the back button to the course selection */
  onBack?: () => void
}

/** The tutorial layout's header: back to the courses, the course, its length and how much of it is complete. */
export function CourseHeader({ title, description, playlistId, items, positions, onBack }: CourseHeaderProps) {
  const complete = completionPercent(playlistId, items, positions)
  const duration = formatPlaylistDuration(playlistSeconds(items))
  return (
    <header className={styles.course}>
      {onBack && (
        <button type="button" className={styles.backButton} onClick={onBack}>
          ← Back to courses
        </button>
      )}
      <h2 className={styles.courseTitle}>{title}</h2>
      {description && <p className={styles.courseDescription}>{description}</p>}
      <div className={styles.courseProgress}>
        <progress max={100} value={complete} aria-label="Course completion" />
        <span>
          {complete}% complete{duration && ` · ${duration}`}
        </span>
      </div>
    </header>
  )
}
