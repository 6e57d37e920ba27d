import type { PageLocation } from "../lib/analytics-events"
import { reportPageAddress, trackPageView } from "./analytics"

export interface RouteLocation extends PageLocation {
  pathname: string
  search: string
  hash: string
}

export interface RouteUpdate {
  location: RouteLocation
  prevLocation: RouteLocation | null
}

// Gatsby renders a page's Head in an effect of its own after the route update; two frames and a
// task later the document title is the new page's (the wait gatsby-plugin-google-gtag also uses).
const afterHeadUpdate = (callback: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(callback, 0)))

/**
 * What every route change does, the first load included: scroll to the top when the path
 * changed (deferred by a zero-delay timer, so it runs after Gatsby's own scroll handling;
 * a link to an anchor keeps its anchor), tell analytics the page's address at once (so no event in
 * between reports the browser's own, query and all) and send exactly one page_view.
 */
export function handleRouteUpdate({ location, prevLocation }: RouteUpdate): void {
  reportPageAddress(location, document.referrer)
  if (prevLocation && prevLocation.pathname !== location.pathname && !location.hash) {
    setTimeout(() => window.scrollTo(0, 0), 0)
  }
  afterHeadUpdate(() => trackPageView(location, document.title))
}
