import { readString, writeString } from "../../browser/storage"

export const HIGH_SCORE_KEY = "guitarHeroHighScore"

/** The stored high score; anything that is not a whole number of points counts as none. */
export function readHighScore(): number {
  const stored = Number(readString(HIGH_SCORE_KEY))
  return Number.isSafeInteger(stored) && stored > 0 ? stored : 0
}

export function saveHighScore(score: number): void {
  writeString(HIGH_SCORE_KEY, String(score))
}
