import { useCallback, useEffect, useState } from "react"
import { readString, writeString } from "../../browser/storage"
import { whenIdle } from "../../browser/when-idle"
import { THEME_TOOLTIP_DISMISSED } from "../../lib/theme"
import { MOBILE_QUERY } from "./useMobileMenu"

/**
 * Whether the theme switch's tooltip shows, and the function that dismisses it for good. It is a
 * desktop hint, so the flag is read only where it can show, and once the page is idle: a page's
 * first read of local storage waits on a synchronous call to the browser's storage process, which
 * a trace of the page load found among the longest pieces of its first effects.
 */
export function useThemeTooltip(): { shown: boolean; dismiss: () => void } {
  const [shown, setShown] = useState(false)

  useEffect(() => {
    const narrow = window.matchMedia(MOBILE_QUERY)
    let cancelRead: (() => void) | undefined
    const readWhereItShows = () => {
      if (narrow.matches || cancelRead) return
      narrow.removeEventListener("change", readWhereItShows)
      cancelRead = whenIdle(() => setShown(readString(THEME_TOOLTIP_DISMISSED) !== "true"))
    }
    narrow.addEventListener("change", readWhereItShows)
    readWhereItShows()
    return () => {
      narrow.removeEventListener("change", readWhereItShows)
      cancelRead?.()
    }
  }, [])

  const dismiss = useCallback(() => {
    writeString(THEME_TOOLTIP_DISMISSED, "true")
    setShown(false)
  }, [])

  return { shown, dismiss }
}
