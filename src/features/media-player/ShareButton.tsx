import React, { useEffect, useState } from "react"
import { copyText } from "../../browser/clipboard"
import { ShareIcon } from "./player-icons"
import { shareLink } from "./logic"
import { COPIED_MS, MESSAGES } from "./messages"
import * as styles from "./MediaPlayer.module.css"
import type { MediaItem } from "./types"

/** Copies a link that opens the media player page on this item, autoplaying; says "Copied!" for 2 seconds. */
export function ShareButton({ item, playlistId }: { item: MediaItem; playlistId: string }) {
  // Each copy restarts the 2 seconds.
  const [copiedAt, setCopiedAt] = useState<number | null>(null)

  useEffect(() => {
    if (copiedAt === null) return
    const timer = setTimeout(() => setCopiedAt(null), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copiedAt])

  const share = async () => {
    if (await copyText(shareLink(window.location.origin, item, playlistId))) setCopiedAt(Date.now())
    else console.warn("The share link could not be copied")
  }

  return (
    <button type="button" className={styles.shareButton} onClick={share} aria-live="polite">
      <ShareIcon />
      <span>{copiedAt !== null ? MESSAGES.copied : "Share"}</span>
    </button>
  )
}
