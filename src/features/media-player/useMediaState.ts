import type React from "react"
import { useCallback, useMemo, useRef, useState } from "react"
import { loadedPercent } from "./logic"

/** What the controls show, mirrored from the media element's own events. */
export interface MediaState {
  isPlaying: boolean
  isLoading: boolean
  loadedPercent: number
  currentTime: number
  duration: number
  volume: number
  muted: boolean
}

/** What the player does on the element's events beyond showing them. */
export interface MediaListeners {
  onPlay: (media: HTMLMediaElement) => void
  onPause: (media: HTMLMediaElement) => void
  onTimeUpdate: (media: HTMLMediaElement) => void
  onLoadedMetadata: (media: HTMLMediaElement) => void
  onEnded: (media: HTMLMediaElement) => void
  onError: (media: HTMLMediaElement) => void
}

const INITIAL: MediaState = { isPlaying: false, isLoading: true, loadedPercent: 0, currentTime: 0, duration: 0, volume: 1, muted: false }

const finite = (value: number): number => (Number.isFinite(value) ? value : 0)

type MediaEvent = React.SyntheticEvent<HTMLMediaElement>

/**
 * The media element's state and the event props to give it. Events from an element that is no longer the
 * current one (a detached audio element after switching to video) are ignored.
 */
export function useMediaState(mediaRef: React.RefObject<HTMLMediaElement | null>, listeners: MediaListeners) {
  const [state, setState] = useState<MediaState>(INITIAL)
  const latest = useRef(listeners)
  latest.current = listeners

  const eventProps = useMemo(() => {
    const current = (event: MediaEvent): HTMLMediaElement | null => (event.currentTarget === mediaRef.current ? event.currentTarget : null)
    const on =
      (update: (media: HTMLMediaElement) => Partial<MediaState>, listener?: keyof MediaListeners) =>
      (event: MediaEvent) => {
        const media = current(event)
        if (!media) return
        setState(previous => ({ ...previous, ...update(media) }))
        if (listener) latest.current[listener](media)
      }
    const buffered = (media: HTMLMediaElement) =>
      media.buffered.length ? loadedPercent(media.buffered.end(media.buffered.length - 1), media.duration) : 0
    return {
      onLoadStart: on(() => ({ isLoading: true, loadedPercent: 0, currentTime: 0, duration: 0 })),
      onLoadedMetadata: on(media => ({ duration: finite(media.duration) }), "onLoadedMetadata"),
      onDurationChange: on(media => ({ duration: finite(media.duration) })),
      onProgress: on(media => ({ loadedPercent: buffered(media) })),
      onWaiting: on(() => ({ isLoading: true })),
      onCanPlay: on(() => ({ isLoading: false })),
      onPlaying: on(() => ({ isLoading: false, isPlaying: true })),
      onPlay: on(() => ({ isPlaying: true }), "onPlay"),
      onPause: on(() => ({ isPlaying: false }), "onPause"),
      onTimeUpdate: on(media => ({ currentTime: media.currentTime }), "onTimeUpdate"),
      onSeeked: on(media => ({ currentTime: media.currentTime })),
      onVolumeChange: on(media => ({ volume: media.volume, muted: media.muted })),
      onEnded: on(() => ({ isPlaying: false }), "onEnded"),
      onError: on(() => ({ isLoading: false, isPlaying: false }), "onError"),
    }
  }, [mediaRef])

  /** A new item was chosen: it loads from the start (the browser's own loadstart follows). */
  const resetForNewItem = useCallback(() => setState(previous => ({ ...previous, isLoading: true, loadedPercent: 0, currentTime: 0, duration: 0 })), [])

  return { state, eventProps, resetForNewItem }
}
