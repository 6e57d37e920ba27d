import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import type { MediaItem, Playlist } from "../features/media-player"
import { MediaPlayerExperiment, PlayerPageHead } from "../features/media-player-page"

export const query = graphql`
  query MediaPlayerPage {
    allPlaylist(sort: { position: ASC }) {
      nodes {
        playlistId
        title
        description
        thumbnail
        items {
          title
          artist
          url
          thumbnail
          duration
          type
        }
      }
    }
  }
`

type PlaylistNode = Queries.MediaPlayerPageQuery["allPlaylist"]["nodes"][number]

/** The player's playlist from its node: GraphQL's nulls become absent options. */
const mediaItem = ({ title, artist, url, thumbnail, duration, type }: PlaylistNode["items"][number]): MediaItem => ({
  title,
  url,
  type: type === "video" ? "video" : "audio",
  ...(artist === null ? {} : { artist }),
  ...(thumbnail === null ? {} : { thumbnail }),
  ...(duration === null ? {} : { duration }),
})

const playlistOf = ({ playlistId, items, ...playlist }: PlaylistNode): Playlist => ({ ...playlist, id: playlistId, items: items.map(mediaItem) })

export default function MediaPlayerPage({ location }: PageProps<Queries.MediaPlayerPageQuery>) {
  return <MediaPlayerExperiment search={location.search} />
}

// The page fetches the playlist file when it runs; the head matches a direct link from the file as built.
export const Head: HeadFC<Queries.MediaPlayerPageQuery> = ({ data }) => (
  <PlayerPageHead playlists={data.allPlaylist.nodes.map(playlistOf)} search={typeof window === "undefined" ? "" : window.location.search} />
)
