import React, { useId } from "react"
import {
  completionPercent,
  formatPlaylistDuration,
  formatViews,
  playlistSeconds,
  progressRecordKey,
  viewCountKey,
  watchedPercent,
  type SavedPositions,
  type ViewCounts,
} from "./logic"
import { MESSAGES } from "./messages"
import * as styles from "./MediaPlayer.module.css"
import type { MediaItem, Playlist } from "./types"

export interface PlaylistPanelProps {
  title: string
  playlistId: string
  items: readonly MediaItem[]
  /** the playing item's position in `items`, or -1 when it plays from another playlist */
  activeIndex: number
  positions: SavedPositions
  counts: ViewCounts | null
  onChoose: (index: number) => void
  /** the sidebar-multi dropdown: every playlist, and what happens on picking one */
  picker?: { playlists: readonly Playlist[]; onPick: (playlistId: string) => void }
}

/** The sidebar: the playlist's length and completion, and each item with its progress and views. */
export function PlaylistPanel({ title, playlistId, items, activeIndex, positions, counts, onChoose, picker }: PlaylistPanelProps) {
  const duration = formatPlaylistDuration(playlistSeconds(items))
  const headingId = useId()
  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelTitle}>
          {title}
        </h2>
        {picker && (
          <label className={styles.picker}>
            <span>Playlist</span>
            <select className={styles.select} value={playlistId} onChange={event => picker.onPick(event.currentTarget.value)}>
              {picker.playlists.map(playlist => (
                <option key={playlist.id} value={playlist.id}>
                  {playlist.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className={styles.panelSummary}>
          {items.length} {items.length === 1 ? "item" : "items"}
          {duration && ` · ${duration}`} · {completionPercent(playlistId, items, positions)}% complete
        </p>
      </div>
      <ol className={styles.items}>
        {items.map((item, index) => {
          const active = index === activeIndex
          const views = counts?.[viewCountKey(playlistId, item.url)] ?? (counts ? 0 : null)
          const watched = watchedPercent(positions[progressRecordKey(playlistId, item.url)])
          return (
            <li key={`${index}-${item.url}`}>
              <button type="button" className={styles.item} aria-current={active ? "true" : undefined} onClick={() => onChoose(index)}>
                <span className={styles.itemArt}>
                  {item.thumbnail && <img className={styles.itemThumbnail} src={item.thumbnail} alt="" width={96} height={54} loading="lazy" />}
                  <span className={styles.watchedBar} style={{ width: `${watched}%` }} />
                </span>
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{item.title}</span>
                  {item.artist && <span className={styles.itemMeta}>{item.artist}</span>}
                  <span className={styles.itemMeta}>
                    {item.duration && <span>{item.duration}</span>}
                    <span>{active ? "Now playing" : MESSAGES.watched(watched)}</span>
                    {views !== null && <span>{formatViews(views)}</span>}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </aside>
  )
}
