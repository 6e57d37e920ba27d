/** How many single-letter edits apart two keys are (Levenshtein distance). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]
}

/** The known key an editor most likely meant: same letters in another case, or at most two typos away. */
function likelyMeant(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase()
  return (
    known.find(candidate => candidate.toLowerCase() === lower) ??
    known
      .map(candidate => ({ candidate, distance: editDistance(lower, candidate.toLowerCase()) }))
      .filter(({ distance }) => distance <= 2)
      .sort((a, b) => a.distance - b.distance)[0]?.candidate
  )
}

/**
 * Throws the error `fail` makes for the first key of `record` the content model does not know.
 * A misspelt key would otherwise be ignored in silence: `Status: draft` would publish a draft.
 */
export function checkKnownKeys(
  record: Record<string, unknown>,
  known: readonly string[],
  fail: (key: string, detail: string) => Error,
): void {
  const unknown = Object.keys(record).find(key => !known.includes(key))
  if (unknown === undefined) return
  const meant = likelyMeant(unknown, known)
  const hint = meant ? ` (did you mean "${meant}"?)` : ""
  throw fail(unknown, `is not a known field${hint}; the known fields are ${known.join(", ")}`)
}
