import type { Playlist } from "../media-player"
import { firstPicture, playerPageMeta } from "./meta"

const playlists: Playlist[] = [
  {
    id: "guitar",
    title: "Guitar Sketches",
    description: "",
    thumbnail: "/media/thumbnails/guitar.jpg",
    items: [
      { title: "Intro", url: "/media/intro.mp3", type: "audio" },
      { title: "Café con Tono", artist: "Los Osciladores", url: "/media/cafe.mp3", thumbnail: "/media/thumbnails/cafe.jpg", type: "audio" },
    ],
  },
  { id: "lessons", title: "Video Lessons", description: "", thumbnail: "", items: [{ title: "Scales", url: "/media/scales.mp4", type: "video" }] },
]

describe("playerPageMeta", () => {
  it("is the player's own without a direct link, pictured by the first playlist", () => {
    expect(playerPageMeta(playlists, "")).toEqual({
      title: "MateoTube - Riff & Code",
      description: "MateoTube: audio and video playlists that remember where you stopped, with view counts.",
      path: "/experiment/media-player",
      image: "/media/thumbnails/guitar.jpg",
      media: null,
    })
    expect(playerPageMeta([], "").image).toBeNull()
  })

  it("takes the title, artist, thumbnail and media of the matched item", () => {
    expect(playerPageMeta(playlists, "?title=Caf%C3%A9%20con%20Tono&artist=Los%20Osciladores&autoplay=true&playlist=guitar")).toEqual({
      title: "Café con Tono",
      description: "Café con Tono by Los Osciladores, from the playlist Guitar Sketches on MateoTube.",
      path: "/experiment/media-player?title=Caf%C3%A9%20con%20Tono&artist=Los%20Osciladores&autoplay=true&playlist=guitar",
      image: "/media/thumbnails/cafe.jpg",
      media: { type: "audio", url: "/media/cafe.mp3" },
    })
  })

  it("falls back to the playlist's thumbnail, and to none", () => {
    expect(playerPageMeta(playlists, "?title=Intro").image).toBe("/media/thumbnails/guitar.jpg")
    expect(playerPageMeta(playlists, "?title=Scales")).toMatchObject({ title: "Scales", image: null, media: { type: "video", url: "/media/scales.mp4" } })
  })

  it("keeps the player's own when nothing matches", () => {
    expect(playerPageMeta(playlists, "?title=Intro&artist=Somebody").title).toBe("MateoTube - Riff & Code")
    expect(playerPageMeta([], "?title=Intro").title).toBe("MateoTube - Riff & Code")
  })
})

describe("firstPicture", () => {
  it("is the first playlist's first item's picture, or none", () => {
    const pictured = [{ ...playlists[0], items: [...playlists[0].items].reverse() }, playlists[1]]
    expect(firstPicture(pictured)).toBe("/media/thumbnails/cafe.jpg")
    expect(firstPicture([playlists[1]])).toBeNull()
    expect(firstPicture([])).toBeNull()
  })
})
