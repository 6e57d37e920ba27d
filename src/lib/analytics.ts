import { reportedAddress, reportedReferrer } from "./personal-data"
import { anchorOf } from "./links"

/** The spec's event payload fields. */
export interface EventParams {
  page_path?: string
  page_title?: string
  page_location?: string
  event_category?: string
  event_label?: string
  value?: number
  article_title?: string
  article_slug?: string
  estimated_read_time?: string
  item_id?: string
  item_name?: string
  item_category?: string
  [field: string]: unknown
}

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

/** The part of a location a page view reports. */
export interface PageLocation {
  href: string
}

/** page_view's payload: path plus search, title and full address, less what identifies a subscriber. */
export function pageViewEvent(location: PageLocation, title: string): EventParams {
  const { path, location: reported } = reportedAddress(location.href)
  return { page_path: path, page_title: title, page_location: reported }
}

export function trackPageView(location: PageLocation, title: string): void {
  track("page_view", pageViewEvent(location, title))
}

/**
 * The address and referrer every event of the page reports. Without them the Google tag reports the
 * browser's own, and a referrer from an unsubscribe link (the site sends its full address to itself)
 * carries the subscriber's email and token.
 */
export function pageAddressSettings(location: PageLocation, referrer: string): EventParams {
  return { page_location: reportedAddress(location.href).location, page_referrer: reportedReferrer(referrer) }
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

export const SCROLL_MARKS = [25, 50, 75, 100] as const

/** Scroll-depth marks newly reached at `percent`, given the marks already sent. */
export function newScrollMarks(percent: number, sent: ReadonlySet<number>): number[] {
  return SCROLL_MARKS.filter(mark => percent >= mark && !sent.has(mark))
}

/** How far down the page the reader has scrolled, 0-100. */
export function scrollPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight
  if (scrollable <= 0) return 100
  return Math.min(100, Math.max(0, Math.round((scrollTop / scrollable) * 100)))
}
