import { site } from "../../config/site"
import { MEDIA_PLAYER_PATH } from "../../lib/paths"
import { parseDirectLink, playerStart, shareLink, type Playlist } from "../media-player"

/** "{product}Tube" */
export const PLAYER_NAME = `${site.product}Tube`

export interface PlayerPageMeta {
  title: string
  description: string
  /** the canonical path: the page, or the matched item's link */
  path: string
  image: string | null
  /** the matched item's media, for the audio or video social tag */
  media: { type: "audio" | "video"; url: string } | null
}

const playerMeta = (playlists: readonly Playlist[]): PlayerPageMeta => ({
  title: `${PLAYER_NAME} - ${site.name}`,
  description: `${PLAYER_NAME}: audio and video playlists that remember where you stopped, with view counts.`,
  path: MEDIA_PLAYER_PATH,
  image: playlists[0]?.thumbnail || null,
  media: null,
})

/** The picture the player shows first when no link picks an item: the first item's artwork or poster. */
export const firstPicture = (playlists: readonly Playlist[]): string | null => playlists[0]?.items[0]?.thumbnail ?? null

/** The page's title and social tags: those of the item a direct link matches, else the player's own. */
export function playerPageMeta(playlists: readonly Playlist[], search: string): PlayerPageMeta {
  const start = playerStart(playlists, parseDirectLink(search))
  if (!start?.matched) return playerMeta(playlists)
  const item = start.matched
  return {
    title: item.title,
    description: `${item.title}${item.artist ? ` by ${item.artist}` : ""}, from the playlist ${start.playlist.title} on ${PLAYER_NAME}.`,
    path: shareLink("", item, start.playlist.id),
    image: item.thumbnail ?? (start.playlist.thumbnail || null),
    media: { type: item.type, url: item.url },
  }
}
