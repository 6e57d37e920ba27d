import { buildNodes } from "./node-builder"
import { playlists } from "./playlists"

const api = { createNodeId: (seed: string) => `id:${seed}`, createContentDigest: () => "digest" }
const item = { title: "Song", url: "/media/song.mp3", type: "audio" }

describe("static/media-playlist.json", () => {
  it("becomes one Playlist node per playlist, in order, its id kept as playlistId", () => {
    const nodes = buildNodes(playlists, { playlists: [{ id: "a", title: "A", items: [item] }, { id: "b", title: "B", items: [] }] }, api)
    expect(nodes).toEqual([
      expect.objectContaining({ id: "id:Playlist-0", playlistId: "a", position: 0, title: "A", items: [item], internal: { type: "Playlist", contentDigest: "digest" } }),
      expect.objectContaining({ playlistId: "b", position: 1, description: "", thumbnail: "" }),
    ])
  })

  it("stops the build naming the file and the bad field", () => {
    expect(() => buildNodes(playlists, { playlists: [{ id: "a", title: "A", items: [{ title: "Song", type: "audio" }] }] }, api)).toThrow(
      'static/media-playlist.json: playlists[0].items[0]: field "url" is required text',
    )
  })
})
