import { MEDIA_PLAYER_PATH } from "../../../lib/paths"
import type { MediaItem, Playlist } from "../types"

/** The query parameters of a direct link: title, artist, autoplay ("true" enables it) and playlist. */
export interface DirectLink {
  title: string | null
  artist: string | null
  autoplay: boolean
  playlist: string | null
}

export function parseDirectLink(search: string): DirectLink {
  const params = new URLSearchParams(search)
  return {
    title: params.get("title"),
    artist: params.get("artist"),
    autoplay: params.get("autoplay") === "true",
    playlist: params.get("playlist"),
  }
}

/** An item matches when its title equals the title exactly and, when an artist is given, the artist too. */
export function matchesDirectLink(item: MediaItem, link: Pick<DirectLink, "title" | "artist">): boolean {
  return link.title !== null && item.title === link.title && (!link.artist || item.artist === link.artist)
}

export interface DirectLinkMatch {
  playlist: Playlist
  index: number
}

/** The linked item: looked for in the linked playlist first, then in every playlist in order. */
export function findDirectLinkMatch(playlists: readonly Playlist[], link: DirectLink): DirectLinkMatch | null {
  if (link.title === null) return null
  const linked = playlists.find(p => p.id === link.playlist)
  for (const playlist of linked ? [linked, ...playlists.filter(p => p !== linked)] : playlists) {
    const index = playlist.items.findIndex(item => matchesDirectLink(item, link))
    if (index >= 0) return { playlist, index }
  }
  return null
}

/** The items with the one at `index` moved to the front. */
export function withItemFirst<T>(items: readonly T[], index: number): T[] {
  if (index <= 0 || index >= items.length) return [...items]
  return [items[index], ...items.slice(0, index), ...items.slice(index + 1)]
}

export interface PlayerStart {
  playlist: Playlist
  items: MediaItem[]
  autoPlay: boolean
  matched: MediaItem | null
}

/**
 * What the page opens with: the matched item's playlist with that item first and autoplay on; otherwise
 * the linked playlist (or the first) with autoplay as the link says. Null when there are no playlists.
 */
export function playerStart(playlists: readonly Playlist[], link: DirectLink): PlayerStart | null {
  const match = findDirectLinkMatch(playlists, link)
  if (match) return { playlist: match.playlist, items: withItemFirst(match.playlist.items, match.index), autoPlay: true, matched: match.playlist.items[match.index] }
  const playlist = playlists.find(p => p.id === link.playlist) ?? playlists[0]
  return playlist ? { playlist, items: playlist.items, autoPlay: link.autoplay, matched: null } : null
}

/** The link that opens the media player page on this item, autoplaying, in this playlist. */
export function shareLink(origin: string, item: MediaItem, playlistId: string): string {
  const params = [["title", item.title], ...(item.artist ? [["artist", item.artist]] : []), ["autoplay", "true"], ["playlist", playlistId]]
  return `${origin}${MEDIA_PLAYER_PATH}?${params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")}`
}

/** The same address with its playlist parameter set, for updating the address bar without navigating. */
export function withPlaylistParam(href: string, playlistId: string): string {
  const url = new URL(href)
  url.searchParams.set("playlist", playlistId)
  return `${url.pathname}${url.search}${url.hash}`
}
