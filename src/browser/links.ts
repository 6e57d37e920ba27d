// Files such as /rss.xml are not pages.
const FILE = /\.[a-z0-9]+$/i

/** The path of the page on this site an anchor leads to, or null when it leads to a file, another site or this page. */
export function internalPagePath(anchor: HTMLAnchorElement, here: Location): string | null {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null
  const url = new URL(anchor.href, here.href)
  if (url.origin !== here.origin || url.pathname === here.pathname || FILE.test(url.pathname)) return null
  return url.pathname
}

/** The link an event happened on, or inside. */
export const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? (target.closest("a[href]") as HTMLAnchorElement | null) : null
