// Dates are shown in UTC so the server-rendered HTML and the browser always agree.
const shortFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" })
const longFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" })

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
  return date ? shortFormat.format(date) : "Invalid date"
}

/** "March 10, 2018" */
export function formatLongDate(value: string | Date): string {
  const date = parseIsoDate(value)
  return date ? longFormat.format(date) : "Invalid date"
}
