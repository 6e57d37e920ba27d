import { anchorOf, internalPagePath } from "./links"

interface Click {
  defaultPrevented: boolean
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** A plain click, which the page may handle; any other opens tabs or windows, which the browser does. */
const isPlainClick = (event: Click): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Follows plain clicks on links to other pages of the site, inside elements matching `within`,
 * with `navigate` instead of a page load: markup that was never hydrated has plain anchors where
 * the rest of the site has Gatsby's links. Returns the function that stops following.
 */
export function followInSiteLinks(root: Document, within: string, navigate: (to: string) => void): () => void {
  const follow = (event: MouseEvent) => {
    if (!isPlainClick(event) || !root.defaultView) return
    const anchor = anchorOf(event.target)
    if (!anchor?.closest(within) || !internalPagePath(anchor, root.defaultView.location)) return
    event.preventDefault()
    const url = new URL(anchor.href, root.defaultView.location.href)
    navigate(url.pathname + url.search + url.hash)
  }
  root.addEventListener("click", follow)
  return () => root.removeEventListener("click", follow)
}
