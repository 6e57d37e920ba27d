import { MESSAGES, UNMUTE_DELAY_MS } from "./messages"

const errorName = (error: unknown): string => (error instanceof Error || error instanceof DOMException ? error.name : "")
const errorMessage = (error: unknown): string => (error instanceof Error || error instanceof DOMException ? error.message : String(error))

/** A play request that a newer load or a pause cut short: nothing failed. */
const wasInterrupted = (error: unknown): boolean => errorName(error) === "AbortError"

/** Tells the visitor why playback failed, following the spec's error catalogue. */
function reportPlayFailure(media: HTMLMediaElement, error: unknown): void {
  // A media error has already been reported by the element's error event.
  if (wasInterrupted(error) || media.error) return
  const name = errorName(error)
  if (name === "NotAllowedError") console.info(`Playback was not allowed by the browser: ${errorMessage(error)}`)
  else if (name === "NotSupportedError") window.alert(MESSAGES.notSupported)
  else window.alert(MESSAGES.playFailed(errorMessage(error)))
}

/** Plays, reporting a failure; true when playback started. */
export async function startPlayback(media: HTMLMediaElement): Promise<boolean> {
  try {
    await media.play()
    return true
  } catch (error) {
    reportPlayFailure(media, error)
    return false
  }
}

const wait = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms))

/**
 * Autoplay: start muted (browsers allow that more often), unmute after 100 ms, and if the browser refuses
 * sound without a click, play on muted and say so. If even muted play fails, playback stops.
 * `isCurrent` says whether this element still shows the item autoplay was started for.
 */
export async function autoplay(media: HTMLMediaElement, isCurrent: () => boolean): Promise<void> {
  media.muted = true
  try {
    await media.play()
  } catch (error) {
    media.muted = false
    if (!wasInterrupted(error)) console.info(`Autoplay was blocked by the browser: ${errorMessage(error)}`)
    return
  }
  await wait(UNMUTE_DELAY_MS)
  // The visitor paused, or another item was chosen, in the meantime.
  if (!isCurrent() || media.paused) return
  media.muted = false
  try {
    // Browsers that refuse sound without a click pause the element on unmuting, and refuse this play.
    await media.play()
  } catch (error) {
    if (wasInterrupted(error) || !isCurrent()) return
    media.muted = true
    if (await startPlayback(media)) window.alert(MESSAGES.autoplayMuted)
  }
}
