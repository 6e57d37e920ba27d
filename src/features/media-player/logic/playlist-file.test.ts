import { parsePlaylistFile, PlaylistFileError } from "./playlist-file"

const item = { title: "Morning Arpeggio", url: "/media/a.mp3", type: "audio" }

describe("parsePlaylistFile", () => {
  it("reads playlists with their items and optional fields", () => {
    const file = {
      playlists: [
        {
          id: "guitar",
          title: "Guitar sketches",
          description: "Tones",
          thumbnail: "/media/guitar.jpg",
          items: [item, { ...item, url: "/media/b.mp4", type: "video", artist: "Trio", thumbnail: "/t.jpg", duration: "0:20" }],
        },
        { id: "empty", title: "Nothing yet", items: [] },
      ],
    }
    expect(parsePlaylistFile(file)).toEqual([
      { ...file.playlists[0] },
      { id: "empty", title: "Nothing yet", description: "", thumbnail: "", items: [] },
    ])
  })

  it("accepts a file without playlists", () => {
    expect(parsePlaylistFile({ playlists: [] })).toEqual([])
  })

  it.each([
    [null, 'media-playlist.json: must hold a "playlists" list'],
    [[], 'media-playlist.json: must hold a "playlists" list'],
    [{ playlists: {} }, 'media-playlist.json: must hold a "playlists" list'],
    [{ playlists: ["x"] }, "playlists[0]: must be an object"],
    [{ playlists: [{ id: "a", title: "A" }] }, 'playlists[0]: field "items" must be a list'],
    [{ playlists: [{ id: " ", title: "A", items: [] }] }, 'playlists[0]: field "id" is required text'],
    [{ playlists: [{ id: "a", title: "A", items: [{ ...item, title: undefined }] }] }, 'playlists[0].items[0]: field "title" is required text'],
    [{ playlists: [{ id: "a", title: "A", items: [{ ...item, url: "" }] }] }, 'playlists[0].items[0]: field "url" is required text'],
    [{ playlists: [{ id: "a", title: "A", items: [{ ...item, type: "podcast" }] }] }, 'playlists[0].items[0]: field "type" must be "audio" or "video"'],
    [{ playlists: [{ id: "a", title: "A", items: [{ ...item, artist: 7 }] }] }, 'playlists[0].items[0]: field "artist" must be text'],
    [{ playlists: [{ id: "a", title: "A", items: [] }, { id: "a", title: "B", items: [] }] }, 'media-playlist.json: playlist id "a" is used twice'],
  ])("rejects a malformed file: %j", (json, message) => {
    expect(() => parsePlaylistFile(json)).toThrow(PlaylistFileError)
    expect(() => parsePlaylistFile(json)).toThrow(message)
  })
})
