import type { HeadFC, PageProps } from "gatsby"
import React from "react"
import type { Playlist } from "../features/media-player"
import { MediaPlayerExperiment, PlayerPageHead } from "../features/media-player-page"

interface Context {
  /** the playlist file as built, so the head can match a direct link before the file is fetched */
  playlists: Playlist[]
}

export default function MediaPlayerPage({ location }: PageProps<object, Context>) {
  return <MediaPlayerExperiment search={location.search} />
}

// Gatsby gives Head only the path; the query is read in the browser (the static HTML has none).
export const Head: HeadFC<object, Context> = ({ pageContext }) => (
  <PlayerPageHead playlists={pageContext.playlists} search={typeof window === "undefined" ? "" : window.location.search} />
)
