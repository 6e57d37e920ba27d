import { reportedAddress, reportedReferrer } from "./personal-data"

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

/** The part of a location a page view reports. */
export interface PageLocation {
  href: string
}

/** page_view's payload: path plus search, title and full address, less what identifies a subscriber. */
export function pageViewEvent(location: PageLocation, title: string): EventParams {
  const { path, location: reported } = reportedAddress(location.href)
  return { page_path: path, page_title: title, page_location: reported }
}

/**
 * The address and referrer every event of the page reports. Without them the Google tag reports the
 * browser's own, and a referrer from an unsubscribe link (the site sends its full address to itself)
 * carries the subscriber's email and token.
 */
export function pageAddressSettings(location: PageLocation, referrer: string): EventParams {
  return { page_location: reportedAddress(location.href).location, page_referrer: reportedReferrer(referrer) }
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
