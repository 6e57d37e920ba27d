import { navigate, type GatsbyBrowser } from "gatsby"
import { endHydration, startHydration } from "./src/components/server-rendered/first-load"
import { SERVER_RENDERED } from "./src/components/server-rendered/ServerRendered"
import { followInSiteLinks } from "./src/lib/in-site-links"
import { watchIdentity } from "./src/lib/identity"
import { watchLinkIntent } from "./src/lib/prefetch-on-intent"
import { handleRouteUpdate } from "./src/lib/route-updates"

export { wrapPageElement } from "./src/wrap-page"

// Pages are prefetched on intent, not as soon as a link scrolls into view.
export const disableCorePrefetching = () => true

interface PageLoader {
  loadPage: (path: string) => Promise<unknown>
  hovering: (path: string) => void
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  watchIdentity(window)
  // Gatsby hydrates only when the page arrived with markup (always, in a production build).
  if (document.getElementById("gatsby-focus-wrapper")?.hasChildNodes()) startHydration()
  followInSiteLinks(document, `[${SERVER_RENDERED}]`, to => {
    void navigate(to)
  })
  const loader = (window as unknown as { ___loader?: PageLoader }).___loader
  if (!loader) return
  // Gatsby's Link loads a page the moment the pointer touches it; intent here means 100 ms of it.
  loader.hovering = () => undefined
  watchLinkIntent(document, path => {
    loader.loadPage(path).catch(() => undefined)
  })
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) =>
  handleRouteUpdate({ location, prevLocation: prevLocation ?? null })

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => endHydration()
