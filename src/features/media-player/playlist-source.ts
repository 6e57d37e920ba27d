import { parsePlaylistFile, PLAYLIST_FILE_PATH } from "./logic/playlist-file"
import type { Playlist } from "./types"

/** GETs the static playlist file. A non-OK answer raises "HTTP error! status: {n}"; a malformed file raises too. */
export async function fetchPlaylists(url: string = PLAYLIST_FILE_PATH): Promise<Playlist[]> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`)
  return parsePlaylistFile(await response.json())
}
