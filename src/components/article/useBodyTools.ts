import { useEffect, useState, type RefObject } from "react"
import type { Lang } from "../../lib/language"
import { startWhenLoaded } from "../../lib/start-when-loaded"

/** Gives an article's body a tool; `announce` tells assistive technology. Returns what takes it away. */
export type BodyTool = (root: HTMLElement, lang: Lang, announce: (text: string) => void) => () => void

// Each tool's module, its default export the tool, with what the tool works on. A tool's code loads
// only on an article that has that, so an article without code or pictures carries none of it, and
// no article's first load grows with it.
const TOOLS: ReadonlyArray<readonly [string, () => Promise<{ default: BodyTool }>]> = [
  ["figure.code-block", () => import("./copy-buttons")],
  [".gatsby-resp-image-wrapper", () => import("./picture-zoom")],
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
    const stops = TOOLS.filter(([worksOn]) => root.querySelector(worksOn)).map(([, load]) =>
      startWhenLoaded(load, tool => tool.default(root, lang, setAnnouncement)),
    )
    return () => stops.forEach(stop => stop())
  }, [body, lang, html])
  return announcement
}
