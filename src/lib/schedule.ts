// When a post dated ahead comes out. A post is dated by the day (the CMS offers no time), the day
// the site shows (in UTC, dates.ts), and it comes out when that day begins in the site's time zone:
// no post ever shows a day that has not yet begun where its author lives.
import { parseIsoDate } from "../content-model/iso-date"

const ZONED_DATE_TIME = /[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/

/** "2025-09-27": the calendar day it is at `moment` in `timeZone` (an IANA name such as America/Mexico_City). */
export function dayIn(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(moment)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find(p => p.type === type)!.value
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`
}

/** The day a post is dated, as the site shows it: "2025-09-27"; undefined for a date it cannot read. */
export function datedDay(date: string): string | undefined {
  return parseIsoDate(date)?.toISOString().slice(0, 10)
}

/** Whether a post dated `date` is still to come on `today` (both as the site writes days, "2025-09-27"). */
export function isAhead(date: string, today: string): boolean {
  const day = datedDay(date)
  return day !== undefined && day > today
}

/**
 * The moment a build runs at: `written`, an ISO date-time with its offset (the tests' way to move
 * the build's clock), or else `now`. Without an offset the moment would depend on the machine's zone.
 */
export function buildMoment(written: string | undefined, now: Date): Date {
  if (!written) return now
  const moment = ZONED_DATE_TIME.test(written.trim()) ? parseIsoDate(written) : undefined
  if (!moment) throw new Error(`SITE_BUILD_TIME must be an ISO date-time with its offset, such as 2999-01-01T12:00:00-06:00, got ${JSON.stringify(written)}`)
  return moment
}
