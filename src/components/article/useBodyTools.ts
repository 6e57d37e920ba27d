import { useEffect, useState, type RefObject } from "react"
import type { Lang } from "../../lib/language"

/** Gives an article's body a tool; `announce` tells assistive technology. Returns what takes it away. */
export type BodyTool = (root: HTMLElement, lang: Lang, announce: (text: string) => void) => () => void

// Each tool with what it works on. A tool's code loads only on an article that has that, so an
// article without code or pictures carries none of it, and no article's first load grows with it.
const TOOLS: ReadonlyArray<readonly [string, () => Promise<BodyTool>]> = [
  ["figure.code-block", () => import("./copy-buttons").then(module => module.addCopyButtons)],
  [".gatsby-resp-image-wrapper", () => import("./picture-zoom").then(module => module.addPictureZoom)],
]

/**
 * Gives the article's body the tools that need a script: a button on each code block that copies its
 * code (copy-buttons.ts), and a picture zoom (picture-zoom.ts). They exist only once the script runs:
 * without it the code is still there to read and the pictures to see. Returns what to announce to
 * assistive technology ("Copied"). `html` is the body's content: new content gets its own tools.
 */
export function useBodyTools(body: RefObject<HTMLElement | null>, lang: Lang, html: string): string {
  const [announcement, setAnnouncement] = useState("")
  useEffect(() => {
    const root = body.current
    if (!root) return
    const removals: Array<() => void> = []
    let gone = false
    for (const [worksOn, load] of TOOLS) {
      if (!root.querySelector(worksOn)) continue
      void load().then(addTool => {
        if (!gone) removals.push(addTool(root, lang, setAnnouncement))
      })
    }
    return () => {
      gone = true
      removals.forEach(remove => remove())
    }
  }, [body, lang, html])
  return announcement
}
