import React, { useEffect, useState } from "react"
import { trackThemeChange } from "../../browser/analytics"
import { applyTheme, currentTheme } from "../../browser/page-theme"
import { DEFAULT_THEME, otherTheme, type Theme } from "../../lib/theme"
import * as styles from "./ThemeSwitch.module.css"
import { useThemeTooltip } from "./useThemeTooltip"

/**
 * The dark/light switch and, on desktop, its tooltip until dismissed. The server cannot know the
 * saved theme or the tooltip flag: the theme is read after mount, the flag once the page is idle
 * (useThemeTooltip); the page itself already shows the right theme from the inline script, and the
 * icons follow `data-theme` through CSS.
 */
export function ThemeSwitch() {
  const [theme, setTheme] = useState<Theme>(DEFAULT_THEME)
  const tooltip = useThemeTooltip()

  useEffect(() => {
    setTheme(currentTheme())
  }, [])

  const toggle = () => {
    const next = otherTheme(currentTheme())
    applyTheme(next)
    setTheme(next)
    trackThemeChange(next)
  }

  return (
    <div className={styles.theme}>
      <button type="button" role="switch" aria-checked={theme === "light"} aria-label="Light theme" className={styles.toggle} onClick={toggle}>
        <svg className={styles.sun} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4.5" />
          <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
        </svg>
        <svg className={styles.moon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
        </svg>
      </button>
      {tooltip.shown && (
        <div className={styles.tooltip} role="note">
          <span>You can turn the light on and off</span>
          <button type="button" className={styles.dismiss} aria-label="Dismiss the theme tip" onClick={tooltip.dismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  )
}
