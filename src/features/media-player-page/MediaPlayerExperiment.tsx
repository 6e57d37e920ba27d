import { Link } from "gatsby"
import React, { useMemo } from "react"
import { LoadingPlayer, MediaPlayer, parseDirectLink, playerStart, usePlaylists, withPlaylistParam, type Playlist } from "../media-player"
import { PLAYER_NAME } from "./meta"
import * as styles from "./MediaPlayerExperiment.module.css"

export const LOADING_TEXT = "Loading playlist..."
export const EMPTY_TEXT = "No playlists found. Please add a media-playlist.json file to the public folder."

// The address shows the picked playlist, so reloading or sharing it opens the same one; no navigation.
const showPlaylistInAddress = (playlist: Playlist) => {
  window.history.replaceState(window.history.state, "", withPlaylistParam(window.location.href, playlist.id))
}

/**
 * /experiment/media-player: the playlists of the static file in the multi-playlist player, opened
 * as the address says. While the file loads, the player's frame shows `firstPicture`: the picture
 * the file as built starts with.
 */
export function MediaPlayerExperiment({ search, firstPicture = null }: { search: string; firstPicture?: string | null }) {
  const playlists = usePlaylists()
  const start = useMemo(() => (playlists ? playerStart(playlists, parseDirectLink(search)) : null), [playlists, search])
  return (
    <>
      <Link to="/experiments" className={styles.back}>
        ← Back to experiments
      </Link>
      {/* Its playlists arrive after the page loads: the search index knows the player by its name. */}
      <h1 className={styles.title} data-pagefind-body="">
        {PLAYER_NAME}
      </h1>
      {playlists === null ? (
        <LoadingPlayer picture={firstPicture}>{LOADING_TEXT}</LoadingPlayer>
      ) : !start ? (
        <p className={styles.message}>{EMPTY_TEXT}</p>
      ) : (
        <MediaPlayer
          layout="sidebar-multi"
          playlist={start.items}
          playlistId={start.playlist.id}
          currentPlaylistId={start.playlist.id}
          allPlaylists={playlists}
          autoPlay={start.autoPlay}
          onPlaylistChange={showPlaylistInAddress}
        />
      )}
    </>
  )
}
