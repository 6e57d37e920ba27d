import { useCallback, useEffect, useState } from "react"
import { readString, writeString } from "../../browser/storage"

export type QuotesTheme = "dark" | "light"
/** The quotes page keeps its own theme, apart from the site's. */
export const THEME_KEY = "stoicQuotes.theme"
export const DEFAULT_THEME: QuotesTheme = "dark"

export function useQuotesTheme() {
  const [theme, setTheme] = useState<QuotesTheme>(DEFAULT_THEME)

  useEffect(() => {
    const stored = readString(THEME_KEY)
    if (stored === "dark" || stored === "light") setTheme(stored)
  }, [])

  const toggleTheme = useCallback(() => {
    const next = theme === "dark" ? "light" : "dark"
    writeString(THEME_KEY, next)
    setTheme(next)
  }, [theme])

  return { theme, toggleTheme }
}
