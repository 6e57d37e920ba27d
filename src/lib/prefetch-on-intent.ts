/** A pointer resting on a link, or focus staying on it, this long is intent to follow it. */
export const PREFETCH_INTENT_MS = 100

// Files such as /rss.xml are not pages.
const FILE = /\.[a-z0-9]+$/i

/** The path of the page on this site an anchor leads to, or null when there is nothing to prefetch. */
export function internalPagePath(anchor: HTMLAnchorElement, here: Location): string | null {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null
  const url = new URL(anchor.href, here.href)
  if (url.origin !== here.origin || url.pathname === here.pathname || FILE.test(url.pathname)) return null
  return url.pathname
}

/** The link an event happened on, or inside. */
export const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? (target.closest("a[href]") as HTMLAnchorElement | null) : null

/**
 * Calls `prefetch` with a link's path once the pointer has rested on it, or focus has stayed on it,
 * for `delay` ms; leaving earlier cancels. One listener per event type for the whole document.
 * Returns the function that stops watching.
 */
export function watchLinkIntent(root: Document, prefetch: (path: string) => void, delay: number = PREFETCH_INTENT_MS): () => void {
  let pending: HTMLAnchorElement | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const cancel = () => {
    clearTimeout(timer)
    pending = null
  }
  const start = (event: Event) => {
    const anchor = anchorOf(event.target)
    if (!anchor || anchor === pending) return
    cancel()
    const path = root.defaultView ? internalPagePath(anchor, root.defaultView.location) : null
    if (!path) return
    pending = anchor
    timer = setTimeout(() => {
      pending = null
      prefetch(path)
    }, delay)
  }
  const end = (event: Event) => {
    const anchor = anchorOf(event.target)
    const next = (event as MouseEvent | FocusEvent).relatedTarget
    // Moving between the link's own children is not leaving it.
    if (anchor && anchor === pending && !(next instanceof Node && anchor.contains(next))) cancel()
  }

  const listeners: Array<[string, (event: Event) => void]> = [
    ["mouseover", start],
    ["focusin", start],
    ["mouseout", end],
    ["focusout", end],
  ]
  for (const [type, listener] of listeners) root.addEventListener(type, listener)
  return () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener)
    cancel()
  }
}
