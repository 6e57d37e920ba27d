// Apart from iso-date.ts, which the browser's date formatting takes into every article's first load:
// only the build reads content, and so only the build checks its days.

/** How many days `month` (1 to 12) of `year` has. */
const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * Why an ISO date as written names no day of the calendar ("2999-02-30": February 2999 has 28
 * days), or undefined when it names one. JavaScript's Date takes such a date and quietly moves it
 * into the next month, and so would a post's day of publication.
 */
export function impossibleDay(value: string): string | undefined {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim()) ?? []
  if (!year || +month < 1 || +month > 12) return undefined
  const days = daysIn(+year, +month)
  return +day >= 1 && +day <= days ? undefined : `month ${+month} of ${year} has ${days} days`
}
