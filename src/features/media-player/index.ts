/** The embeddable media player: the component, its types, and what pages need to feed it. */
export { LoadingPlayer } from "./LoadingPlayer"
export { MediaPlayer } from "./MediaPlayer"
export type { MediaItem, MediaPlayerProps, MediaType, Playlist, PlayerLayout, PlayerTheme } from "./types"
export { PLAYER_DEFAULTS, PLAYER_LAYOUTS } from "./types"
export { usePlaylists } from "./usePlaylists"
export { parseDirectLink, playerStart, shareLink, withPlaylistParam, type DirectLink, type PlayerStart } from "./logic/direct-link"
export { parsePlaylistFile, PLAYLIST_FILE_PATH, PlaylistFileError } from "./logic/playlist-file"
export { PROGRESS_KEY_PREFIX, SAVE_INTERVAL_MS } from "./logic/progress"
