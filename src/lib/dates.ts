// Dates are shown in UTC so the server-rendered HTML and the browser always agree. The month names
// are spelled here rather than asked of Intl: building a date formatter costs a phone tens of
// milliseconds while the page starts.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** Parses an ISO date or date-time; undefined when the value is not one. */
export function parseIsoDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value
  if (typeof value !== "string" || !ISO_DATE.test(value.trim())) return undefined
  const date = new Date(value.trim())
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** "Mar 10, 2018" */
export function formatShortDate(value: string | Date): string {
  const date = parseIsoDate(value)
  return date ? `${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}` : "Invalid date"
}

/** "March 10, 2018" */
export function formatLongDate(value: string | Date): string {
  const date = parseIsoDate(value)
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}` : "Invalid date"
}
