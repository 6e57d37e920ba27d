import fs from "node:fs"
import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { MEDIA_PLAYER_PATH } from "../../src/features/media-player/logic/direct-link"
import { parsePlaylistFile } from "../../src/features/media-player/logic/playlist-file"
import type { Playlist } from "../../src/features/media-player/types"

const playerTemplate = path.resolve("src/templates/media-player.tsx")
const docsTemplate = path.resolve("src/templates/media-player-docs.tsx")
const docsContent = path.resolve("content/docs/media-player-react.mdx")
const playlistFile = path.resolve("static/media-playlist.json")

export const MEDIA_PLAYER_DOCS_PATH = "/development/media-player-react"

/**
 * The media player page and its documentation page. The page fetches the playlist file when it runs;
 * it is read here too, so a malformed file stops the build and the head can match direct links.
 */
export function createMediaPlayerPages({ actions, reporter }: CreatePagesArgs): void {
  let playlists: Playlist[]
  try {
    playlists = parsePlaylistFile(JSON.parse(fs.readFileSync(playlistFile, "utf8")))
  } catch (error) {
    reporter.panicOnBuild(`static/media-playlist.json: ${(error as Error).message}`)
    return
  }
  actions.createPage({ path: MEDIA_PLAYER_PATH, component: playerTemplate, context: { playlists } })
  actions.createPage({ path: MEDIA_PLAYER_DOCS_PATH, component: `${docsTemplate}?__contentFilePath=${docsContent}` })
}
