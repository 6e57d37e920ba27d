import { MAX_PLAYLIST_ID_LENGTH, parsePlaylistFile, PlaylistFileError } from "./playlist-file"

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

  const withItems = (...items: Array<Record<string, unknown>>) => ({ playlists: [{ id: "a", title: "A", items }] })

  it("accepts media and pictures from this site or over http(s)", () => {
    const remote = { ...item, url: "https://cdn.example.com/a.mp3", thumbnail: "http://cdn.example.com/a.jpg" }
    expect(parsePlaylistFile(withItems(item, remote))[0].items).toEqual([item, remote])
  })

  it("rejects a javascript: URL", () => {
    expect(() => parsePlaylistFile(withItems({ ...item, url: "javascript:alert(1)" }))).toThrow(
      'playlists[0].items[0]: field "url" must be a path of this site (/…) or an http(s) address, got "javascript:alert(1)"',
    )
  })

  it("rejects an address a browser reads as another host", () => {
    expect(() => parsePlaylistFile(withItems({ ...item, url: "//evil.example/a.mp3" }))).toThrow(
      'playlists[0].items[0]: field "url" must be a path of this site (/…) or an http(s) address, got "//evil.example/a.mp3"',
    )
  })

  it("rejects a malformed http address", () => {
    expect(() => parsePlaylistFile(withItems({ ...item, url: "https://exa mple.com/a.mp3" }))).toThrow(
      'playlists[0].items[0]: field "url" must be a path of this site (/…) or an http(s) address, got "https://exa mple.com/a.mp3"',
    )
  })

  it("rejects a thumbnail that is not a site path or http(s) address", () => {
    expect(() => parsePlaylistFile({ playlists: [{ id: "a", title: "A", thumbnail: "data:image/svg+xml,<svg/>", items: [] }] })).toThrow(
      'playlists[0]: field "thumbnail" must be a path of this site (/…) or an http(s) address, got "data:image/svg+xml,<svg/>"',
    )
  })

  it(`accepts a playlist id of ${MAX_PLAYLIST_ID_LENGTH} characters and rejects a longer one`, () => {
    const id = "x".repeat(MAX_PLAYLIST_ID_LENGTH)
    expect(parsePlaylistFile({ playlists: [{ id, title: "A", items: [] }] })[0].id).toBe(id)
    expect(() => parsePlaylistFile({ playlists: [{ id: `${id}x`, title: "A", items: [] }] })).toThrow(
      `playlists[0]: field "id" must be at most ${MAX_PLAYLIST_ID_LENGTH} characters, got ${MAX_PLAYLIST_ID_LENGTH + 1}`,
    )
  })

  it("rejects a URL listed twice in one playlist, naming both items", () => {
    expect(() => parsePlaylistFile(withItems(item, { ...item, url: "/media/b.mp3" }, { ...item, title: "Again" }))).toThrow(
      'playlists[0].items[2]: field "url" repeats items[0]: "/media/a.mp3"',
    )
  })

  it("accepts one URL in two playlists", () => {
    const file = { playlists: [{ id: "a", title: "A", items: [item] }, { id: "b", title: "B", items: [item] }] }
    expect(parsePlaylistFile(file).map(playlist => playlist.items)).toEqual([[item], [item]])
  })

  it("names a key a playlist or an item does not have, with the known keys", () => {
    expect(() => parsePlaylistFile({ playlists: [{ id: "a", title: "A", items: [], Description: "x" }] })).toThrow(
      'playlists[0]: field "Description" is not a known field (did you mean "description"?); the known fields are id, title, description, thumbnail, items',
    )
    expect(() => parsePlaylistFile(withItems({ ...item, artists: "Trio" }))).toThrow(
      'playlists[0].items[0]: field "artists" is not a known field (did you mean "artist"?); the known fields are title, artist, url, thumbnail, duration, type',
    )
  })
})
