// What a page costs Chromium on Linux in font lookups while it is first laid out. Each size and
// weight of a face the page sets (a strike) asks the browser's process for its rendering settings,
// and each family a stack names that the machine lacks is matched by fontconfig there: the page waits
// for both. Issue #18's traces found most of a page's first layout in these waits, which Lighthouse's
// simulated phone counts four times over. A phone's browser finds its fonts in its own process.

/** A Chrome trace event, as far as this reads it. */
export interface TraceEvent {
  name: string
  ph: string
  /** microseconds */
  dur?: number
}

/** The page's wait for one strike's rendering settings. */
export const STRIKE_LOOKUP = "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike"
/** The page's wait for a family to be matched by name. */
export const FAMILY_LOOKUP = "FontDataManager::onMatchFamilyStyle"

// A type, not an interface: the bench takes each field's median over loads (medianOfEach).
export type FontLookups = {
  strikes: number
  families: number
  /** the page's time spent waiting for both, in milliseconds */
  waitMs: number
}

/** The font lookups of a trace recorded with the "fonts" category. */
export function fontLookups(events: readonly TraceEvent[]): FontLookups {
  const lookups = (name: string) => events.filter(event => event.ph === "X" && event.name === name)
  const strikes = lookups(STRIKE_LOOKUP)
  const families = lookups(FAMILY_LOOKUP)
  const waitMs = [...strikes, ...families].reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000
  return { strikes: strikes.length, families: families.length, waitMs }
}
