import { useEffect, useState, type RefObject } from "react"
import type { Lang } from "../../lib/language"

/**
 * Gives each code block of `body` a button that copies its code (copy-buttons.ts). The buttons exist
 * only once the script runs: without it the code is still there to read and select. Their code loads
 * only on an article that has code, so the others carry none of it. Returns what to announce to
 * assistive technology ("Copied"). `html` is the body's content: new content gets its own buttons.
 */
export function useCopyButtons(body: RefObject<HTMLElement | null>, lang: Lang, html: string): string {
  const [announcement, setAnnouncement] = useState("")
  useEffect(() => {
    const root = body.current
    // Browsers offer the clipboard only to secure pages (https, or this machine).
    if (!root || !navigator.clipboard || !root.querySelector("figure.code-block")) return
    let removeButtons: (() => void) | undefined
    let gone = false
    void import("./copy-buttons").then(({ addCopyButtons }) => {
      if (!gone) removeButtons = addCopyButtons(root, lang, setAnnouncement)
    })
    return () => {
      gone = true
      removeButtons?.()
    }
  }, [body, lang, html])
  return announcement
}
