import React, { useEffect, useRef, useState } from "react"
import { CourseHeader } from "./CourseHeader"
import { countedItems, resumePosition, reachedViewRatio, shouldSavePosition, SAVE_INTERVAL_MS, viewCountKey } from "./logic"
import { MediaScreen } from "./MediaScreen"
import { MESSAGES } from "./messages"
import { NowPlaying } from "./NowPlaying"
import { autoplay, startPlayback } from "./playback"
import { playerKeyAction } from "./player-keys"
import { PlayerControls } from "./PlayerControls"
import { PlaylistPanel } from "./PlaylistPanel"
import * as styles from "./MediaPlayer.module.css"
import { PLAYER_DEFAULTS, type MediaItem, type MediaPlayerProps, type Playlist } from "./types"
import { useDocumentTheme } from "./useDocumentTheme"
import { useMediaState } from "./useMediaState"
import { useSavedPositions } from "./useSavedPositions"
import { useViewCounts } from "./useViewCounts"

/** What is playing: a playlist's id (for saved positions and counts) and its items. */
interface Queue {
  playlistId: string
  items: readonly MediaItem[]
}

const clampIndex = (index: number, length: number) => Math.min(Math.max(0, Math.trunc(index) || 0), Math.max(0, length - 1))
const finite = (value: number) => (Number.isFinite(value) ? value : 0)

export function MediaPlayer({
  playlist = PLAYER_DEFAULTS.playlist,
  layout = PLAYER_DEFAULTS.layout,
  playlistId = PLAYER_DEFAULTS.playlistId,
  showPlaylist = PLAYER_DEFAULTS.showPlaylist,
  autoPlay = PLAYER_DEFAULTS.autoPlay,
  initialIndex = PLAYER_DEFAULTS.initialIndex,
  theme,
  className,
  allPlaylists = PLAYER_DEFAULTS.allPlaylists,
  currentPlaylistId,
  onPlaylistChange,
  onBackToPlaylists,
}: MediaPlayerProps) {
  const documentTheme = useDocumentTheme()
  const [queue, setQueue] = useState<Queue>({ playlistId, items: playlist })
  const [index, setIndex] = useState(() => clampIndex(initialIndex, playlist.length))
  const [browsedId, setBrowsedId] = useState(currentPlaylistId ?? playlistId)
  const mediaRef = useRef<HTMLMediaElement | null>(null)
  /** what to do once the chosen item is on the element */
  const intent = useRef<"none" | "play" | "autoplay">(autoPlay ? "autoplay" : "none")
  /** the item whose view this playback has counted */
  const countedKey = useRef<string | null>(null)
  const ended = useRef(false)
  /** the playlist last reported through onPlaylistChange, so the parent passing it back changes nothing */
  const announced = useRef<string | null>(null)

  const item: MediaItem | undefined = queue.items[index]
  const itemKey = item ? `${queue.playlistId}\n${index}\n${item.url}` : ""
  const currentItemKey = useRef(itemKey)
  currentItemKey.current = itemKey

  const knownIds = [...new Set([queue.playlistId, browsedId, ...allPlaylists.map(p => p.id)])]
  const { recordsOf, save, savedPosition } = useSavedPositions(knownIds)
  const { counts, addView } = useViewCounts(countedItems(allPlaylists.length ? allPlaylists : [{ id: queue.playlistId, items: queue.items }]))

  const savePosition = (media: HTMLMediaElement) => {
    if (item && shouldSavePosition(media.currentTime)) save(queue.playlistId, item.url, media.currentTime, finite(media.duration))
  }
  const latestSave = useRef(savePosition)
  latestSave.current = savePosition

  const countViewOnce = () => {
    if (!item || countedKey.current === viewCountKey(queue.playlistId, item.url)) return
    countedKey.current = viewCountKey(queue.playlistId, item.url)
    addView(queue.playlistId, item.url)
  }

  const { state, eventProps, resetForNewItem } = useMediaState(mediaRef, {
    onPlay: () => {
      // Playing again after the end is a new playback, which may count a new view.
      if (ended.current) countedKey.current = null
      ended.current = false
    },
    onPause: savePosition,
    onTimeUpdate: media => {
      if (reachedViewRatio(media.currentTime, media.duration)) countViewOnce()
    },
    onLoadedMetadata: media => {
      const start = item ? resumePosition(savedPosition(queue.playlistId, item.url)) : null
      if (start !== null) media.currentTime = start
    },
    onEnded: () => {
      countViewOnce()
      ended.current = true
      if (index < queue.items.length - 1) goTo(queue, index + 1, true)
    },
    onError: media => {
      intent.current = "none"
      window.alert(MESSAGES.mediaError(media.error?.message))
    },
  })

  /** Switches to another item; playback continues on it when `play` says so. */
  function goTo(next: Queue, nextIndex: number, play: boolean) {
    if (mediaRef.current) savePosition(mediaRef.current)
    intent.current = play ? "play" : "none"
    countedKey.current = null
    ended.current = false
    resetForNewItem()
    setQueue(next)
    setIndex(nextIndex)
  }

  // Once the element shows the chosen item, start it if it should play.
  useEffect(() => {
    const media = mediaRef.current
    const wanted = intent.current
    intent.current = "none"
    if (!media || !itemKey) return
    if (wanted === "play") void startPlayback(media)
    if (wanted === "autoplay") void autoplay(media, () => mediaRef.current === media && currentItemKey.current === itemKey)
  }, [itemKey])

  // Saved every 5 seconds while playing (and on pausing, switching and leaving).
  useEffect(() => {
    if (!state.isPlaying) return
    const timer = window.setInterval(() => mediaRef.current && latestSave.current(mediaRef.current), SAVE_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [state.isPlaying])
  // Leaving the page, or an audio element giving way to a video one: the element still holds this item's
  // position. (An element that took the next item's source is back at 0 by now, which is never saved.)
  useEffect(() => {
    const media = mediaRef.current
    const saveThisItem = latestSave.current
    return () => void (media && saveThisItem(media))
  }, [itemKey])

  // A new playlistId from the parent loads that playlist, unless it is the one this player just reported;
  // a new currentPlaylistId shows that playlist in the sidebar.
  const previousProps = useRef({ playlistId, currentPlaylistId })
  useEffect(() => {
    const previous = previousProps.current
    previousProps.current = { playlistId, currentPlaylistId }
    if (currentPlaylistId && currentPlaylistId !== previous.currentPlaylistId) setBrowsedId(currentPlaylistId)
    if (playlistId === previous.playlistId) return
    if (announced.current === playlistId) {
      announced.current = null
      return
    }
    goTo({ playlistId, items: playlist }, clampIndex(initialIndex, playlist.length), false)
    setBrowsedId(currentPlaylistId ?? playlistId)
    // The other props are read when these two change, and only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playlistId, currentPlaylistId])

  const toggle = () => {
    const media = mediaRef.current
    if (!media) return
    if (media.paused) void startPlayback(media)
    else media.pause()
  }

  const setVolume = (volume: number) => {
    const media = mediaRef.current
    if (!media) return
    media.volume = volume
    if (volume > 0 && media.muted) media.muted = false
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    const action = mediaRef.current && playerKeyAction(event.key, event.target as Element, mediaRef.current.volume)
    if (!action) return
    event.preventDefault()
    if (action.kind === "toggle") toggle()
    else setVolume(action.volume)
  }

  const announce = (picked: Playlist, shouldPlay: boolean) => {
    announced.current = picked.id
    onPlaylistChange?.(picked, shouldPlay)
  }

  const isMulti = layout === "sidebar-multi" && allPlaylists.length > 0
  const browsed = isMulti && browsedId !== queue.playlistId ? allPlaylists.find(p => p.id === browsedId) : undefined
  const panelPlaylistId = browsed?.id ?? queue.playlistId
  const panelItems = browsed?.items ?? queue.items
  const queueTitle = allPlaylists.find(p => p.id === queue.playlistId)?.title ?? "Playlist"

  const choose = (chosen: number) => {
    if (!browsed) {
      if (chosen !== index) goTo(queue, chosen, state.isPlaying)
      return
    }
    // An item of another playlist: that playlist plays from that item.
    goTo({ playlistId: browsed.id, items: browsed.items }, chosen, true)
    announce(browsed, true)
  }

  const pick = (pickedId: string) => {
    const picked = allPlaylists.find(p => p.id === pickedId)
    if (!picked) return
    setBrowsedId(picked.id)
    announce(picked, false)
  }

  const showPanel = layout !== "simple" && showPlaylist
  const rootClass = [styles.player, showPanel ? styles.withPanel : "", className ?? ""].filter(Boolean).join(" ")
  const course = allPlaylists.find(p => p.id === queue.playlistId)

  return (
    <section className={rootClass} data-theme={theme ?? documentTheme} data-layout={layout} aria-label="Media player" onKeyDown={onKeyDown}>
      {layout === "tutorial" && (
        <CourseHeader
          title={course?.title ?? queueTitle}
          description={course?.description}
          playlistId={queue.playlistId}
          items={queue.items}
          positions={recordsOf(queue.playlistId)}
          onBack={onBackToPlaylists}
        />
      )}
      {!item ? (
        <p className={styles.empty}>{MESSAGES.emptyPlaylist}</p>
      ) : (
        <div className={styles.body}>
          <div className={styles.stage}>
            <MediaScreen item={item} mediaRef={mediaRef} eventProps={eventProps} onToggle={toggle} />
            <PlayerControls
              state={state}
              hasPrevious={index > 0}
              hasNext={index < queue.items.length - 1}
              onToggle={toggle}
              onPrevious={() => goTo(queue, index - 1, state.isPlaying)}
              onNext={() => goTo(queue, index + 1, state.isPlaying)}
              onSeek={seconds => mediaRef.current && (mediaRef.current.currentTime = seconds)}
              onVolume={setVolume}
              onToggleMute={() => mediaRef.current && (mediaRef.current.muted = !mediaRef.current.muted)}
            />
            <NowPlaying item={item} playlistId={queue.playlistId} views={counts ? (counts[viewCountKey(queue.playlistId, item.url)] ?? 0) : null} />
          </div>
          {showPanel && (
            <PlaylistPanel
              title={layout === "tutorial" ? "Lessons" : (browsed?.title ?? queueTitle)}
              playlistId={panelPlaylistId}
              items={panelItems}
              activeIndex={browsed ? -1 : index}
              positions={recordsOf(panelPlaylistId)}
              counts={counts}
              onChoose={choose}
              picker={isMulti ? { playlists: allPlaylists, onPick: pick } : undefined}
            />
          )}
        </div>
      )}
    </section>
  )
}
