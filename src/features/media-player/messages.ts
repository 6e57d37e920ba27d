/** The spec's texts for the player, copied exactly. */
export const MESSAGES = {
  emptyPlaylist: "No media items in playlist",
  mediaError: (message: string | undefined) => `Error loading media: ${message || "Unknown error"}`,
  notSupported: "Media format not supported.",
  playFailed: (message: string) => `Failed to play media: ${message}`,
  autoplayMuted: "Autoplay started muted due to browser restrictions. Click the volume button to unmute.",
  loading: (percent: number) => `Loading... ${percent}%`,
  watched: (percent: number) => `${percent}% watched`,
  copied: "Copied!",
} as const

/** How long the share button says "Copied!". */
export const COPIED_MS = 2000
/** Autoplay starts muted and unmutes after this long. */
export const UNMUTE_DELAY_MS = 100
