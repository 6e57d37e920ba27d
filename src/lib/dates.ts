// Dates are shown in UTC so the server-rendered HTML and the browser always agree. The month names
// are spelled here rather than asked of Intl: building a date formatter costs a phone tens of
// milliseconds while the page starts.
import { parseIsoDate } from "../content-model/iso-date"
import type { Lang } from "./language"

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]

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

const LONG_DATES: Record<Lang, (value: string | Date) => string> = {
  en: formatLongDate,
  es: value => {
    const date = parseIsoDate(value)
    return date ? `${date.getUTCDate()} de ${MESES[date.getUTCMonth()]} de ${date.getUTCFullYear()}` : "Fecha no válida"
  },
}

/** A long date as a reader of `lang` writes it: "March 10, 2018", "10 de marzo de 2018". */
export function formatLongDateIn(value: string | Date, lang: Lang): string {
  return LONG_DATES[lang](value)
}
