import type { MediaItem, MediaType, Playlist } from "../../content-model/playlist"

export type { MediaItem, MediaType, Playlist }

export const PLAYER_LAYOUTS = ["simple", "sidebar", "sidebar-multi", "tutorial"] as const
export type PlayerLayout = (typeof PLAYER_LAYOUTS)[number]

export type PlayerTheme = "light" | "dark"

export interface MediaPlayerProps {
  /** the items to play */
  playlist?: MediaItem[]
  layout?: PlayerLayout
  /** names the saved positions and view counts of `playlist` */
  playlistId?: string
  showPlaylist?: boolean
  autoPlay?: boolean
  initialIndex?: number
  /** light or dark; absent means the document root's `data-theme` */
  theme?: PlayerTheme
  className?: string
  /** every playlist the sidebar-multi dropdown offers */
  allPlaylists?: Playlist[]
  currentPlaylistId?: string
  /** told when the visitor picks another playlist; `shouldPlay` is true when an item of it was chosen to play */
  onPlaylistChange?: (playlist: Playlist, shouldPlay: boolean) => void
  /** shows a back button in the tutorial layout */
  onBackToPlaylists?: () => void
}

/** The options' defaults (the props table of the documentation page reads them from here). */
export const PLAYER_DEFAULTS = {
  playlist: [] as MediaItem[],
  layout: "sidebar",
  playlistId: "default",
  showPlaylist: true,
  autoPlay: false,
  initialIndex: 0,
  allPlaylists: [] as Playlist[],
} as const
