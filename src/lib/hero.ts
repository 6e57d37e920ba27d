import { site } from "../config/site"

/** The hero picks a new tagline and description this often. */
export const HERO_ROTATION_MS = 15_000

/** "for the past N years (and counting)": N counts from the year the owner started. */
export const yearsSince = (year: number, start: number = site.yearsSince): number => year - start

export const heroTitle = (tagline: string, year: number): string => `${tagline} for the past ${yearsSince(year)} years (and counting)`

/** A whole index below `count`, from a random number in [0, 1). */
export const randomIndex = (count: number, random: () => number = Math.random): number =>
  count > 0 ? Math.min(count - 1, Math.floor(random() * count)) : 0

/** A random index other than `current`, so each rotation visibly changes (when there is a choice). */
export function nextRandomIndex(count: number, current: number, random: () => number = Math.random): number {
  if (count < 2) return 0
  const other = randomIndex(count - 1, random)
  return other >= current ? other + 1 : other
}
