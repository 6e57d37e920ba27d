import React from "react"
import { formatViews } from "./logic"
import * as styles from "./MediaPlayer.module.css"
import { ShareButton } from "./ShareButton"
import type { MediaItem } from "./types"

/** The playing item's title, artist and views, and its share link. */
export function NowPlaying({ item, playlistId, views }: { item: MediaItem; playlistId: string; views: number | null }) {
  return (
    <div className={styles.nowPlaying}>
      <div>
        <h2 className={styles.nowTitle}>{item.title}</h2>
        <p className={styles.nowMeta}>
          {item.artist && <span>{item.artist}</span>}
          {views !== null && <span>{formatViews(views)}</span>}
        </p>
      </div>
      <ShareButton item={item} playlistId={playlistId} />
    </div>
  )
}
