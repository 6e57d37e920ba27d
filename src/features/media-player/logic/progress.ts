/** Saved positions: one storage key per playlist, each holding a map keyed by playlist id + "_" + media url. */
export interface SavedPosition {
  /** seconds */
  position: number
  /** seconds */
  duration: number
  /** milliseconds since the epoch */
  savedAt: number
}

export type SavedPositions = Readonly<Record<string, SavedPosition>>

export const PROGRESS_KEY_PREFIX = "mediaPlayerProgress_"
/** Positions are saved this often while playing. */
export const SAVE_INTERVAL_MS = 5000
/** Positions at or under this many seconds are neither saved nor restored. */
export const MIN_SAVED_SECONDS = 5
/** The share of an item that must be played for it to count as complete. */
export const COMPLETE_RATIO = 0.9

export const progressStorageKey = (playlistId: string): string => `${PROGRESS_KEY_PREFIX}${playlistId}`
export const progressRecordKey = (playlistId: string, url: string): string => `${playlistId}_${url}`

const isSeconds = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0

/** The valid records of a stored value; anything corrupted is left out, never thrown. */
export function readSavedPositions(stored: unknown): SavedPositions {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {}
  const records: Record<string, SavedPosition> = {}
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value !== "object" || value === null) continue
    const { position, duration, savedAt } = value as Record<string, unknown>
    if (isSeconds(position) && isSeconds(duration) && isSeconds(savedAt)) records[key] = { position, duration, savedAt }
  }
  return records
}

export const shouldSavePosition = (position: number): boolean => Number.isFinite(position) && position > MIN_SAVED_SECONDS

/** The records with this item's position replaced. */
export function withSavedPosition(records: SavedPositions, key: string, position: number, duration: number, now: number): SavedPositions {
  return { ...records, [key]: { position, duration, savedAt: now } }
}

/**
 * Where a resumed item starts: the saved position when it is over 5 s; an item saved at its very end
 * starts over, because resuming there would end it at once.
 */
export function resumePosition(record: SavedPosition | undefined): number | null {
  if (!record || record.position <= MIN_SAVED_SECONDS) return null
  if (record.duration > 0 && record.position >= record.duration - 1) return null
  return record.position
}

/** The whole percentage played, capped at 100. */
export function watchedPercent(record: SavedPosition | undefined): number {
  if (!record || record.duration <= 0) return 0
  return Math.min(100, Math.round((record.position / record.duration) * 100))
}

export function isComplete(record: SavedPosition | undefined): boolean {
  return Boolean(record && record.position > MIN_SAVED_SECONDS && record.duration > 0 && record.position / record.duration >= COMPLETE_RATIO)
}

/** The whole percentage of the playlist's items that are complete. */
export function completionPercent(playlistId: string, items: ReadonlyArray<{ url: string }>, records: SavedPositions): number {
  if (!items.length) return 0
  const complete = items.filter(item => isComplete(records[progressRecordKey(playlistId, item.url)])).length
  return Math.round((complete / items.length) * 100)
}
