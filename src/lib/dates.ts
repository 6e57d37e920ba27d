// Dates are shown in UTC so the server-rendered HTML and the browser always agree. The month names
// are spelled here rather than asked of Intl: building a date formatter costs a phone tens of
// milliseconds while the page starts.
import { parseIsoDate } from "../content-model/iso-date"

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

export { parseIsoDate }

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
