import React from "react"
import * as styles from "./MediaPlayer.module.css"

export interface LoadingPlayerProps {
  /** the picture the player will show first, known when the page was built */
  picture: string | null
  /** the loading message, read out as a status */
  children: React.ReactNode
}

/**
 * The player's frame while its playlists load: the same box as the player's screen, with the
 * picture it will show first, so the page's largest picture is in its HTML and the player then
 * takes its place without moving anything.
 */
export function LoadingPlayer({ picture, children }: LoadingPlayerProps) {
  return (
    <div className={`${styles.player} ${styles.withPanel}`}>
      <div className={styles.body}>
        <div className={styles.stage}>
          <div className={styles.screen}>{picture && <img className={styles.artwork} src={picture} alt="" {...{ fetchpriority: "high" }} />}</div>
          <p className={styles.empty} role="status">
            {children}
          </p>
        </div>
      </div>
    </div>
  )
}
