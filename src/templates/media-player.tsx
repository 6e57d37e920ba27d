import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import type { MediaItem, Playlist } from "../features/media-player"
import { firstPicture, MediaPlayerExperiment, PlayerPageHead } from "../features/media-player-page"

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

// The frame shown while the file loads pictures the start of the file as built, whatever the address
// asks for: the server's HTML cannot know the address, and the browser must start from that HTML.
export default function MediaPlayerPage({ data, location }: PageProps<Queries.MediaPlayerPageQuery>) {
  return <MediaPlayerExperiment search={location.search} firstPicture={firstPicture(data.allPlaylist.nodes.map(playlistOf))} />
}

// The page fetches the playlist file when it runs; the head matches a direct link from the file as built.
export const Head: HeadFC<Queries.MediaPlayerPageQuery> = ({ data }) => (
  <PlayerPageHead playlists={data.allPlaylist.nodes.map(playlistOf)} search={typeof window === "undefined" ? "" : window.location.search} />
)
