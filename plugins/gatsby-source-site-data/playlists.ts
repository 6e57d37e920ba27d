import { PLAYLIST } from "../../src/content-model/playlist"
import { parsePlaylistFile } from "../../src/features/media-player/logic/playlist-file"
import { DataFileError, type DataSet } from "./data-set"

/**
 * The media player's playlists. The player also fetches the file when it runs, so it stays under
 * static/; as nodes, its page's head can match a direct link, and a malformed file stops the build.
 */
export const playlists: DataSet = {
  file: "static/media-playlist.json",
  model: PLAYLIST,
  records: (json, file) => {
    try {
      return parsePlaylistFile(json).map(({ id, ...playlist }, position) => ({ ...playlist, playlistId: id, position }))
    } catch (error) {
      throw new DataFileError(file, (error as Error).message)
    }
  },
}
