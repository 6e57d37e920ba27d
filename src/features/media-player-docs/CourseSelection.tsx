import React from "react"
import type { Playlist } from "../media-player"
import * as styles from "./Docs.module.css"

/** The tutorial's course selection: each playlist as a course to open. */
export function CourseSelection({ playlists, onPick }: { playlists: readonly Playlist[]; onPick: (playlist: Playlist) => void }) {
  if (!playlists.length) return <p className={styles.status}>Loading playlists...</p>
  return (
    <ul className={styles.courses} aria-label="Courses">
      {playlists.map(playlist => (
        <li key={playlist.id}>
          <button type="button" className={styles.courseCard} onClick={() => onPick(playlist)}>
            {playlist.thumbnail && <img src={playlist.thumbnail} alt="" width={480} height={270} loading="lazy" />}
            <span className={styles.courseName}>{playlist.title}</span>
            {playlist.description && <span className={styles.courseText}>{playlist.description}</span>}
            <span className={styles.courseText}>
              {playlist.items.length} {playlist.items.length === 1 ? "lesson" : "lessons"}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
