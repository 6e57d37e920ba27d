import { useEffect, useState } from "react"
import { PLAYLIST_FILE_PATH } from "./logic/playlist-file"
import { fetchPlaylists } from "./playlist-source"
import type { Playlist } from "./types"

/**
 * The playlists of the static playlist file: null while loading. A failed or malformed load is logged and
 * ends loading with no playlists, so the page shows its empty message.
 */
export function usePlaylists(url: string = PLAYLIST_FILE_PATH): Playlist[] | null {
  const [playlists, setPlaylists] = useState<Playlist[] | null>(null)
  useEffect(() => {
    let current = true
    fetchPlaylists(url).then(
      loaded => current && setPlaylists(loaded),
      (error: Error) => {
        console.warn(`The playlists could not be loaded: ${error.message}`)
        if (current) setPlaylists([])
      },
    )
    return () => {
      current = false
    }
  }, [url])
  return playlists
}
