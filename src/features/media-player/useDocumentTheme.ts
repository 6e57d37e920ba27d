import { useEffect, useState } from "react"
import type { PlayerTheme } from "./types"

const rootTheme = (): PlayerTheme | undefined => {
  const theme = document.documentElement.getAttribute("data-theme")
  return theme === "light" || theme === "dark" ? theme : undefined
}

/** The document root's `data-theme`, followed as the site's theme switch changes it. */
export function useDocumentTheme(): PlayerTheme | undefined {
  const [theme, setTheme] = useState<PlayerTheme>()
  useEffect(() => {
    setTheme(rootTheme())
    const observer = new MutationObserver(() => setTheme(rootTheme()))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] })
    return () => observer.disconnect()
  }, [])
  return theme
}
