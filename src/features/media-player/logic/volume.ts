/** How much one arrow key press changes the volume. */
export const VOLUME_STEP = 0.1

const LOUDER = new Set(["ArrowUp", "ArrowRight"])
const QUIETER = new Set(["ArrowDown", "ArrowLeft"])

/** The volume after an arrow key, between 0 and 1; null for any other key. */
export function volumeAfterKey(volume: number, key: string): number | null {
  const direction = LOUDER.has(key) ? 1 : QUIETER.has(key) ? -1 : 0
  if (!direction) return null
  // Rounded so ten steps land exactly on 0 and 1.
  return Math.min(1, Math.max(0, Math.round((volume + direction * VOLUME_STEP) * 100) / 100))
}
