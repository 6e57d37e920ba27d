import React, { createElement } from "react"
import * as styles from "./MediaPlayer.module.css"
import type { MediaItem } from "./types"
import type { useMediaState } from "./useMediaState"

export interface MediaScreenProps {
  item: MediaItem
  mediaRef: React.MutableRefObject<HTMLMediaElement | null>
  eventProps: ReturnType<typeof useMediaState>["eventProps"]
  onToggle: () => void
}

// No download: there are no native controls, and the context menu (with "Save as") is turned off.
const noContextMenu = (event: React.MouseEvent) => event.preventDefault()

/**
 * The picture: the video itself, or the item's artwork over an audio element. A click plays or pauses;
 * with focus here, Space plays and pauses and the arrow keys change the volume (the player handles the keys).
 */
export function MediaScreen({ item, mediaRef, eventProps, onToggle }: MediaScreenProps) {
  const media = createElement(item.type, {
    ref: (element: HTMLMediaElement | null) => {
      mediaRef.current = element
    },
    src: item.url,
    preload: "auto",
    controlsList: "nodownload",
    className: item.type === "video" ? styles.video : undefined,
    ...(item.type === "video" ? { poster: item.thumbnail, playsInline: true, disablePictureInPicture: true } : {}),
    ...eventProps,
  })
  return (
    <div
      className={styles.screen}
      role="group"
      tabIndex={0}
      aria-label={`${item.type === "video" ? "Video" : "Audio"}: ${item.title}`}
      aria-keyshortcuts="Space ArrowUp ArrowDown ArrowLeft ArrowRight"
      onClick={onToggle}
      onContextMenu={noContextMenu}
    >
      {item.type === "audio" && item.thumbnail && <img className={styles.artwork} src={item.thumbnail} alt="" />}
      {media}
    </div>
  )
}
