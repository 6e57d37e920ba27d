import type { Playlist } from "../types"
import { findDirectLinkMatch, parseDirectLink, playerStart, shareLink, withItemFirst, withPlaylistParam } from "./direct-link"

const song = (title: string, artist?: string) => ({ title, artist, url: `/media/${title}.mp3`, type: "audio" as const })
const playlists: Playlist[] = [
  { id: "guitar", title: "Guitar", description: "", thumbnail: "", items: [song("Intro", "Trio"), song("Blues", "Trio"), song("Blues", "Duo")] },
  { id: "lessons", title: "Lessons", description: "", thumbnail: "", items: [song("Scales"), song("Blues", "Solo")] },
]

describe("parseDirectLink", () => {
  it("decodes every parameter", () => {
    expect(parseDirectLink("?title=Caf%C3%A9%20%26%20Tono&artist=Los%20Osciladores&autoplay=true&playlist=guitar")).toEqual({
      title: "Café & Tono",
      artist: "Los Osciladores",
      autoplay: true,
      playlist: "guitar",
    })
  })

  it("enables autoplay only with the string true", () => {
    expect(parseDirectLink("?autoplay=1").autoplay).toBe(false)
    expect(parseDirectLink("?autoplay=TRUE").autoplay).toBe(false)
    expect(parseDirectLink("").autoplay).toBe(false)
  })
})

describe("findDirectLinkMatch", () => {
  const link = (search: string) => parseDirectLink(search)

  it("matches the title exactly", () => {
    expect(findDirectLinkMatch(playlists, link("?title=Intro"))).toEqual({ playlist: playlists[0], index: 0 })
    expect(findDirectLinkMatch(playlists, link("?title=intro"))).toBeNull()
    expect(findDirectLinkMatch(playlists, link("?title=Intro%20"))).toBeNull()
    expect(findDirectLinkMatch(playlists, link("?artist=Trio"))).toBeNull()
  })

  it("narrows the match by artist", () => {
    expect(findDirectLinkMatch(playlists, link("?title=Blues&artist=Duo"))).toEqual({ playlist: playlists[0], index: 2 })
    expect(findDirectLinkMatch(playlists, link("?title=Blues&artist=Solo"))).toEqual({ playlist: playlists[1], index: 1 })
    expect(findDirectLinkMatch(playlists, link("?title=Blues&artist=Nobody"))).toBeNull()
  })

  it("looks in the linked playlist first", () => {
    expect(findDirectLinkMatch(playlists, link("?title=Blues"))).toEqual({ playlist: playlists[0], index: 1 })
    expect(findDirectLinkMatch(playlists, link("?title=Blues&playlist=lessons"))).toEqual({ playlist: playlists[1], index: 1 })
    expect(findDirectLinkMatch(playlists, link("?title=Intro&playlist=lessons"))).toEqual({ playlist: playlists[0], index: 0 })
  })
})

describe("withItemFirst", () => {
  it("moves one item to the front and keeps the rest in order", () => {
    expect(withItemFirst(["a", "b", "c", "d"], 2)).toEqual(["c", "a", "b", "d"])
    expect(withItemFirst(["a", "b"], 0)).toEqual(["a", "b"])
    expect(withItemFirst(["a", "b"], 5)).toEqual(["a", "b"])
  })
})

describe("playerStart", () => {
  it("puts a matched item first in its playlist and sets autoplay", () => {
    expect(playerStart(playlists, parseDirectLink("?title=Blues&artist=Duo"))).toEqual({
      playlist: playlists[0],
      items: [playlists[0].items[2], playlists[0].items[0], playlists[0].items[1]],
      autoPlay: true,
      matched: playlists[0].items[2],
    })
  })

  it("opens the linked playlist, or the first, with autoplay as the link says", () => {
    expect(playerStart(playlists, parseDirectLink("?playlist=lessons"))).toMatchObject({ playlist: playlists[1], autoPlay: false, matched: null })
    expect(playerStart(playlists, parseDirectLink("?playlist=nope&autoplay=true"))).toMatchObject({ playlist: playlists[0], autoPlay: true })
    expect(playerStart(playlists, parseDirectLink("?title=Missing"))).toMatchObject({ playlist: playlists[0], items: playlists[0].items })
  })

  it("has nothing to open without playlists", () => {
    expect(playerStart([], parseDirectLink("?title=Intro"))).toBeNull()
  })
})

describe("shareLink", () => {
  it("links the media player page with title, artist, autoplay and playlist, URL-encoded", () => {
    const link = shareLink("https://example.org", song("Café & Tono", "Los Osciladores"), "guitar")
    expect(link).toBe(
      "https://example.org/experiment/media-player?title=Caf%C3%A9%20%26%20Tono&artist=Los%20Osciladores&autoplay=true&playlist=guitar",
    )
    expect(parseDirectLink(new URL(link).search)).toEqual({ title: "Café & Tono", artist: "Los Osciladores", autoplay: true, playlist: "guitar" })
  })

  it("leaves the artist out when the item has none", () => {
    expect(shareLink("http://x", song("Scales"), "lessons")).toBe("http://x/experiment/media-player?title=Scales&autoplay=true&playlist=lessons")
  })
})

describe("withPlaylistParam", () => {
  it("sets the playlist parameter and keeps the rest of the address", () => {
    expect(withPlaylistParam("http://x/experiment/media-player?title=A&playlist=old#top", "new")).toBe(
      "/experiment/media-player?title=A&playlist=new#top",
    )
    expect(withPlaylistParam("http://x/experiment/media-player", "guitar")).toBe("/experiment/media-player?playlist=guitar")
  })
})
