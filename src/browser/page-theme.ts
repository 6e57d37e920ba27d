import { DEFAULT_THEME, isTheme, themeCookie, type Theme } from "../lib/theme"

/** Shows a theme on the page and remembers it. */
export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute("data-theme", theme)
  document.cookie = themeCookie(theme)
}

/** The theme the page currently shows (set by the inline script before first paint). */
export function currentTheme(): Theme {
  const shown = document.documentElement.getAttribute("data-theme")
  return isTheme(shown) ? shown : DEFAULT_THEME
}
