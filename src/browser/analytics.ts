import { pageAddressSettings, pageViewEvent, type EventParams, type PageLocation } from "../lib/analytics-events"
import { anchorOf } from "./links"

type GtagCall = ["event", string, EventParams] | ["set", EventParams]

declare global {
  interface Window {
    /** Google's tag function, defined by gatsby-plugin-google-gtag's inline script when analytics is on */
    gtag?: (...args: GtagCall) => void
  }
}

function gtag(...call: GtagCall): void {
  if (typeof window === "undefined") return
  const tag = window.gtag
  if (typeof tag !== "function") return
  try {
    tag(...call)
  } catch {
    // Analytics must never break a page.
  }
}

/** Sends one analytics event through the global tag function; a no-op where there is none. */
export function track(name: string, params: EventParams = {}): void {
  gtag("event", name, params)
}

export function trackPageView(location: PageLocation, title: string): void {
  track("page_view", pageViewEvent(location, title))
}

/** Sets the page's address and referrer, as analytics may hear them, for every event that follows. */
export function reportPageAddress(location: PageLocation, referrer: string): void {
  gtag("set", pageAddressSettings(location, referrer))
}

/** A click on a link that leaves the site. The beacon transport lets the event outlive the page. */
export function trackOutboundClick(url: string): void {
  track("click", { event_category: "outbound", event_label: url, transport_type: "beacon" })
}

/**
 * A click inside markup the browser kept as the server wrote it, whose links have no handlers of
 * their own: a click on a link that opens another site in a new tab, as OutboundLink writes one,
 * is counted as OutboundLink counts it.
 */
export function trackOutboundClickOn(target: EventTarget | null): void {
  const anchor = anchorOf(target)
  const href = anchor?.getAttribute("href")
  if (!anchor || !href || anchor.target !== "_blank") return
  if (new URL(href, anchor.ownerDocument.location.href).origin !== anchor.ownerDocument.location.origin) trackOutboundClick(href)
}

export function trackThemeChange(theme: string): void {
  track("theme_change", { event_category: "preferences", event_label: theme })
}

/** Sent before the signup form posts, so the beacon transport keeps it alive through the page change. */
export function trackNewsletterSignup(source: string): void {
  track("newsletter_signup", { event_category: "conversion", event_label: source, source, transport_type: "beacon" })
}

export function trackNotFound(path: string): void {
  track("404_error", { event_category: "error", event_label: path, page_path: path })
}

export interface ViewedProject {
  slug: string
  title: string
  category: string
}

/** view_item in the shape of a GA4 item view: one item, quantity 1, no price. */
export function trackProjectView(project: ViewedProject): void {
  track("view_item", {
    currency: "USD",
    value: 0,
    items: [{ item_id: project.slug, item_name: project.title, item_category: project.category, quantity: 1 }],
  })
}
