import React from "react"
import { Seo } from "../../components/seo/Seo"
import { absoluteUrl } from "../../lib/paths"
import { PLAYLIST_FILE_PATH, type Playlist } from "../media-player"
import { playerPageMeta } from "./meta"

/**
 * The media player page's head; a direct link to an item gives that item's title and social tags.
 * The player draws only once it has fetched the playlist file, so the file and the first picture
 * (the page's largest) are asked for with the HTML instead of after the script has run.
 */
export function PlayerPageHead({ playlists, search }: { playlists: readonly Playlist[]; search: string }) {
  const meta = playerPageMeta(playlists, search)
  return (
    <Seo title={meta.title} description={meta.description} path={meta.path} image={meta.image}>
      {meta.media && <meta property={`og:${meta.media.type}`} content={absoluteUrl(meta.media.url)} />}
      <link rel="preload" href={PLAYLIST_FILE_PATH} as="fetch" crossOrigin="anonymous" />
      {/* React only passes the attribute through in lower case; Preact sets it as written. */}
      {meta.firstPicture && <link rel="preload" href={meta.firstPicture} as="image" {...{ fetchpriority: "high" }} />}
    </Seo>
  )
}
