export const THEMES = ["dark", "light"] as const
export type Theme = (typeof THEMES)[number]

export const DEFAULT_THEME: Theme = "dark"
export const THEME_COOKIE = "theme"
export const THEME_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
/** Local-storage flag set once the visitor has dismissed the theme tooltip. */
export const THEME_TOOLTIP_DISMISSED = "themeTooltipDismissed"

export const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value)

export const otherTheme = (theme: Theme): Theme => (theme === "dark" ? "light" : "dark")

/** The theme saved in a `document.cookie` string; the default when absent or unknown. */
export function themeFromCookies(cookies: string): Theme {
  for (const pair of cookies.split(";")) {
    const [name, ...rest] = pair.trim().split("=")
    if (name === THEME_COOKIE) {
      const value = rest.join("=")
      return isTheme(value) ? value : DEFAULT_THEME
    }
  }
  return DEFAULT_THEME
}

/** The `document.cookie` assignment that saves a theme for a year, site-wide. */
export const themeCookie = (theme: Theme): string => `${THEME_COOKIE}=${theme}; Max-Age=${THEME_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`

/**
 * Runs in <head> before the body is parsed, so the first paint already has the saved theme.
 * Plain ES5 with no helpers, because it is inlined as text; its tests hold it to `themeFromCookies`.
 */
export const themeInitScript = (): string =>
  `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)${THEME_COOKIE}=([^;]*)/),t=m&&m[1];` +
  `document.documentElement.setAttribute("data-theme",${JSON.stringify(THEMES)}.indexOf(t)>-1?t:${JSON.stringify(DEFAULT_THEME)})}catch(e){}})()`
