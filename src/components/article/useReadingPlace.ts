import { useEffect, useState, type RefObject } from "react"
import { currentSection, sectionFromHash } from "../../lib/sections"

const HEADINGS = "h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]"

/**
 * The section of `body` being read, kept up to date as the reader scrolls. The reading line is
 * where a heading lands when scrolled to (its scroll-margin-top, below the sticky article bar).
 * `page` changes when the same template shows another article.
 */
export function useCurrentSection(body: RefObject<HTMLElement | null>, page: string): string | null {
  const [section, setSection] = useState<string | null>(null)
  useEffect(() => {
    const headings = Array.from(body.current?.querySelectorAll<HTMLElement>(HEADINGS) ?? [])
    setSection(null)
    if (headings.length === 0) return
    let frame = 0
    const measure = () => {
      frame = 0
      const readingLine = parseFloat(getComputedStyle(headings[0]).scrollMarginTop) || 0
      setSection(currentSection(headings.map(h => ({ id: h.id, top: h.getBoundingClientRect().top })), readingLine))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("resize", onScroll, { passive: true })
    measure()
    return () => {
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("resize", onScroll)
      cancelAnimationFrame(frame)
    }
  }, [body, page])
  return section
}

/**
 * Lands on the section the address names, for a reader who switched language mid-article.
 * The frame scrolls every new route to the top in a zero-delay timer (gatsby-browser's
 * onRouteUpdate, which runs before this effect), so landing waits for a timer of its own and
 * then a frame: it always comes after that scroll, whichever way the page was reached.
 */
export function useLandOnSection(hash: string, page: string): void {
  useEffect(() => {
    const section = sectionFromHash(hash)
    if (!section) return
    let frame = 0
    const timer = window.setTimeout(() => {
      frame = requestAnimationFrame(() => document.getElementById(section)?.scrollIntoView())
    }, 0)
    return () => {
      window.clearTimeout(timer)
      cancelAnimationFrame(frame)
    }
  }, [hash, page])
}
