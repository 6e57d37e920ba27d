import { watchLinkIntent } from "./prefetch-on-intent"

/** The part of Gatsby's page loader (`window.___loader`, set by its production and development apps) used here. */
export interface PageLoader {
  loadPage: (path: string) => Promise<unknown>
  hovering: (path: string) => void
}

declare global {
  interface Window {
    ___loader?: PageLoader
  }
}

/**
 * Loads a page's data and code once a reader shows the intent to open it (prefetch-on-intent.ts),
 * through Gatsby's own loader, so that following the link finds them in its cache.
 *
 * The one place the site reaches into `window.___loader`, which is not a public API, because no
 * public one does this (Gatsby 5.16; page-loader.test.tsx fails when that changes):
 * - Gatsby's Link calls `___loader.hovering` the moment the pointer enters it, and hovering loads
 *   the page at once; no Link prop turns that off, so here hovering does nothing;
 * - `prefetchPathname` waits 3 s before it fetches, and fetches nothing at all once
 *   `disableCorePrefetching` (gatsby-browser) stops the prefetch of every link in view.
 * Returns the function that stops it.
 */
export function prefetchOnIntent(win: Window): () => void {
  const loader = win.___loader
  if (!loader) return () => undefined
  const hovering = loader.hovering
  loader.hovering = () => undefined
  const stop = watchLinkIntent(win.document, path => {
    loader.loadPage(path).catch(() => undefined)
  })
  return () => {
    stop()
    loader.hovering = hovering
  }
}
