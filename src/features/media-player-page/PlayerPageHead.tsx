import React from "react"
import { Seo } from "../../components/seo/Seo"
import { absoluteUrl } from "../../lib/paths"
import { PLAYLIST_FILE_PATH, type Playlist } from "../media-player"
import { playerPageMeta } from "./meta"

/**
 * The media player page's head; a direct link to an item gives that item's title and social tags.
 * The player draws only once it has fetched the playlist file, so the file is asked for with the
 * HTML instead of after the script has run (its first picture is in the HTML: LoadingPlayer).
 */
export function PlayerPageHead({ playlists, search }: { playlists: readonly Playlist[]; search: string }) {
  const meta = playerPageMeta(playlists, search)
  return (
    <Seo title={meta.title} description={meta.description} path={meta.path} image={meta.image}>
      {meta.media && <meta property={`og:${meta.media.type}`} content={absoluteUrl(meta.media.url)} />}
      <link rel="preload" href={PLAYLIST_FILE_PATH} as="fetch" crossOrigin="anonymous" />
    </Seo>
  )
}
