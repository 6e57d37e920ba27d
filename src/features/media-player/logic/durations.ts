/** Seconds in a duration text such as "3:45" or "1:02:03"; null when the text is absent or not a duration. */
export function parseDuration(text: string | undefined): number | null {
  if (!text || !/^\d+(:[0-5]\d){1,2}$/.test(text.trim())) return null
  return text
    .trim()
    .split(":")
    .reduce((total, part) => total * 60 + Number(part), 0)
}

/** A clock reading for the controls: "0:07", "3:45", "1:02:03". */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const secs = String(whole % 60).padStart(2, "0")
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`
}

/** The playlist's length from its items' duration texts; items without one add nothing. */
export function playlistSeconds(items: ReadonlyArray<{ duration?: string }>): number {
  return items.reduce((total, item) => total + (parseDuration(item.duration) ?? 0), 0)
}

/** "1 h 5 min" or "12 min", to the nearest minute (a playlist under a minute reads "1 min"); null when nothing is known. */
export function formatPlaylistDuration(seconds: number): string | null {
  if (seconds <= 0) return null
  const totalMinutes = Math.max(1, Math.round(seconds / 60))
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`
}

/** How much of the media is loaded, as a whole percentage of its duration. */
export function loadedPercent(bufferedEnd: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(bufferedEnd)) return 0
  return Math.min(100, Math.max(0, Math.round((bufferedEnd / duration) * 100)))
}
