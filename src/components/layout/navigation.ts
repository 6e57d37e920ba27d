/** The navigation links, in the spec's order. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/now", label: "Now" },
  { to: "/blog", label: "Blog" },
  { to: "/projects", label: "Projects" },
  { to: "/experiment/media-player", label: "Audio and Video" },
  { to: "/experiments", label: "Experiments" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const

/** Pages that stand alone, without the common navigation and footer. */
export const FRAMELESS_PATHS: readonly string[] = ["/experiment/stoic-quotes"]

export const isFrameless = (pathname: string): boolean => FRAMELESS_PATHS.includes(pathname.replace(/\/+$/, "") || "/")
