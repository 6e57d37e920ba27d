// How a build's costs grow with its number of articles.

/** One measured size: its number of articles and a figure at that size. */
export interface SizedFigure {
  count: number
  value: number
}

/** What each added article cost between one size and the next: (value₂ − value₁) ÷ (count₂ − count₁), per consecutive pair of sizes. */
export function perAddedArticle(figures: readonly SizedFigure[]): number[] {
  const sorted = [...figures].sort((a, b) => a.count - b.count)
  return sorted.slice(1).map((figure, i) => (figure.value - sorted[i].value) / (figure.count - sorted[i].count))
}

/** A figure grows faster than the articles when its growth exceeds theirs by more than this share. */
export const FASTER_MARGIN = 0.2

/**
 * Below this many seconds at the largest size a step is left out of the judgement: its growth is
 * the noise of the machine's timer and load, not the articles'.
 */
export const NOISE_SECONDS = 0.5

/**
 * Whether a figure, from the smallest size to the largest, grows faster than the number of articles:
 * its ratio over theirs by more than FASTER_MARGIN. A figure that was nothing at the smallest size
 * and is something at the largest grows faster than any ratio.
 */
export function growsFaster(figures: readonly SizedFigure[], noise = NOISE_SECONDS): boolean {
  if (figures.length < 2) return false
  const sorted = [...figures].sort((a, b) => a.count - b.count)
  const [first, last] = [sorted[0], sorted[sorted.length - 1]]
  if (last.count === first.count || last.value < noise) return false
  if (first.value <= 0) return true
  return last.value / first.value > (last.count / first.count) * (1 + FASTER_MARGIN)
}

/** The growth of a figure from the smallest size to the largest, as a ratio ("×2.4"), beside the articles' own. */
export function growthRatio(figures: readonly SizedFigure[]): number {
  const sorted = [...figures].sort((a, b) => a.count - b.count)
  const [first, last] = [sorted[0], sorted[sorted.length - 1]]
  return first.value > 0 ? last.value / first.value : Infinity
}
