/**
 * A seeded source of randomness (mulberry32): the same seed always gives the same numbers,
 * so a game can be replayed step by step. Pure: the next seed is returned, never stored.
 */
export function nextRandom(seed: number): [value: number, nextSeed: number] {
  const next = (seed + 0x6d2b79f5) >>> 0
  let t = next
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next]
}

/** Draws `count` numbers in [0, 1) from `seed`. */
export function randoms(seed: number, count: number): [values: number[], nextSeed: number] {
  const values: number[] = []
  let current = seed
  for (let i = 0; i < count; i++) {
    const [value, next] = nextRandom(current)
    values.push(value)
    current = next
  }
  return [values, current]
}
