import { PLAYER_DEFAULTS } from "../media-player"

/** A default value shown as code, or a sentence when there is no value. */
export type PropDefault = { code: string } | { text: string }

export interface PropDoc {
  name: string
  type: string
  default: PropDefault
  description: string
}

// Default values come from the component itself, so the table cannot drift from it.
const defaultOf = (name: keyof typeof PLAYER_DEFAULTS): PropDefault => ({ code: JSON.stringify(PLAYER_DEFAULTS[name]) })
const NONE: PropDefault = { text: "none" }

/** Every option of the MediaPlayer component, in the spec's order. */
export const PROP_DOCS: readonly PropDoc[] = [
  { name: "playlist", type: "MediaItem[]", default: defaultOf("playlist"), description: "The items to play, first to last." },
  {
    name: "layout",
    type: '"simple" | "sidebar" | "sidebar-multi" | "tutorial"',
    default: defaultOf("layout"),
    description: "How the player is arranged (see Layout modes).",
  },
  {
    name: "playlistId",
    type: "string",
    default: defaultOf("playlistId"),
    description: "Names the playlist: saved positions and view counts are kept under it. Changing it loads the new playlist.",
  },
  { name: "showPlaylist", type: "boolean", default: defaultOf("showPlaylist"), description: "Shows the playlist sidebar in the sidebar layouts." },
  { name: "autoPlay", type: "boolean", default: defaultOf("autoPlay"), description: "Starts the first item on load: muted, then unmuted after 100 ms." },
  { name: "initialIndex", type: "number", default: defaultOf("initialIndex"), description: "The item to start on." },
  { name: "theme", type: '"light" | "dark"', default: { text: "the page's data-theme" }, description: "Forces a theme; by default the player follows the document root's data-theme." },
  { name: "className", type: "string", default: NONE, description: "Added to the player's root element." },
  { name: "allPlaylists", type: "Playlist[]", default: defaultOf("allPlaylists"), description: "Every playlist the sidebar-multi dropdown offers; their counts are loaded too." },
  { name: "currentPlaylistId", type: "string", default: { text: "playlistId" }, description: "The playlist the sidebar-multi dropdown shows." },
  {
    name: "onPlaylistChange",
    type: "(playlist: Playlist, shouldPlay: boolean) => void",
    default: NONE,
    description: "Called when the visitor picks a playlist in the dropdown (shouldPlay false) or plays an item of another playlist (shouldPlay true).",
  },
  { name: "onBackToPlaylists", type: "() => void", default: NONE, description: "Shows a back button in the tutorial layout and is called by it." },
]
