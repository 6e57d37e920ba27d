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

type Gtag = (command: "event", name: string, params: EventParams) => void

/** Sends one analytics event through the global tag function; a no-op where there is none. */
export function track(name: string, params: EventParams = {}): void {
  if (typeof window === "undefined") return
  const gtag = (window as unknown as { gtag?: Gtag }).gtag
  if (typeof gtag !== "function") return
  try {
    gtag("event", name, params)
  } catch {
    // Analytics must never break a page.
  }
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
