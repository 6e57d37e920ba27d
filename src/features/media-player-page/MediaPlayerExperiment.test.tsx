import { act, fireEvent, render, screen, within } from "@testing-library/react"
import React from "react"
import { mediaElement as media, settle, fakePlaybackForEachTest } from "../../test-support/fake-media"
import { playlists } from "../media-player/test-data"
import { MediaPlayerExperiment } from "./MediaPlayerExperiment"

/** The site answering GET /media-playlist.json (jsdom has no fetch and no server). */
function servePlaylistFile(status: number, body: string) {
  const requests: string[] = []
  globalThis.fetch = (async (url: string) => {
    requests.push(url)
    return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) as unknown } as Response
  }) as typeof fetch
  return requests
}

const playback = fakePlaybackForEachTest()
let warn: jest.SpyInstance

beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  window.history.replaceState(null, "", "/experiment/media-player")
})

afterEach(() => {
  Reflect.deleteProperty(globalThis, "fetch")
})

describe("the media player page", () => {
  it("shows its name, the back link and the loading message, then the player with every playlist", async () => {
    const requests = servePlaylistFile(200, JSON.stringify({ playlists }))
    render(<MediaPlayerExperiment search="" />)
    expect(screen.getByRole("heading", { level: 1, name: "MateoTube" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "← Back to experiments" })).toHaveAttribute("href", "/experiments")
    expect(screen.getByRole("status")).toHaveTextContent("Loading playlist...")
    await settle()
    expect(requests).toEqual(["/media-playlist.json"])
    expect(screen.queryByText("Loading playlist...")).toBeNull()
    expect(within(screen.getByRole("combobox", { name: "Playlist" })).getAllByRole("option").map(o => o.textContent)).toEqual([
      "Guitar Sketches",
      "Video Lessons",
    ])
    expect(media()).toHaveAttribute("src", "/media/morning.mp3")
    expect(playback().isPaused(media())).toBe(true)
  })

  it("shows the picture the file starts with in the player's frame while it loads, then the player in its place", async () => {
    servePlaylistFile(200, JSON.stringify({ playlists }))
    const { container } = render(<MediaPlayerExperiment search="" firstPicture="/media/thumbnails/morning.jpg" />)
    expect(screen.getByRole("status")).toHaveTextContent("Loading playlist...")
    expect(container.querySelector("img")).toHaveAttribute("src", "/media/thumbnails/morning.jpg")
    await settle()
    expect(screen.queryByText("Loading playlist...")).toBeNull()
    expect(screen.getByRole("region", { name: "Media player" })).toBeInTheDocument()
  })

  it.each([
    ["an empty list", 200, JSON.stringify({ playlists: [] }), null],
    ["a non-OK answer", 404, "{}", "The playlists could not be loaded: HTTP error! status: 404"],
    ["a file that is not JSON", 200, "{not json", expect.stringMatching(/^The playlists could not be loaded: .*JSON/)],
    ["an item without a url", 200, JSON.stringify({ playlists: [{ id: "a", title: "A", items: [{ title: "T", type: "audio" }] }] }), 'The playlists could not be loaded: playlists[0].items[0]: field "url" is required text'],
  ])("shows the empty message for %s", async (_, status, body, logged) => {
    servePlaylistFile(status as number, body as string)
    render(<MediaPlayerExperiment search="" />)
    await settle()
    expect(screen.getByText("No playlists found. Please add a media-playlist.json file to the public folder.")).toBeInTheDocument()
    if (logged) expect(warn).toHaveBeenCalledWith(logged)
    else expect(warn).not.toHaveBeenCalled()
  })

  it("opens the linked playlist", async () => {
    servePlaylistFile(200, JSON.stringify({ playlists }))
    render(<MediaPlayerExperiment search="?playlist=lessons" />)
    await settle()
    expect(screen.getByRole("combobox", { name: "Playlist" })).toHaveValue("lessons")
    expect(media()).toHaveAttribute("src", "/media/chromatic.mp4")
  })

  it("moves a directly linked item to the front and autoplays it", async () => {
    jest.useFakeTimers()
    servePlaylistFile(200, JSON.stringify({ playlists }))
    render(<MediaPlayerExperiment search="?title=Counting%20in%20Seven&autoplay=false" />)
    await settle()
    const items = within(screen.getByRole("list")).getAllByRole("button")
    expect(items[0]).toHaveTextContent(/^Counting in Seven/)
    expect(items[1]).toHaveTextContent(/^Morning Arpeggio/)
    expect(items[2]).toHaveTextContent(/^Blues in A/)
    expect(media()).toHaveAttribute("src", "/media/seven.mp4")
    expect(playback().isPaused(media())).toBe(false)
    await act(async () => jest.advanceTimersByTime(100))
    expect(media().muted).toBe(false)
    jest.useRealTimers()
  })

  it("puts the picked playlist in the address without navigating", async () => {
    servePlaylistFile(200, JSON.stringify({ playlists }))
    window.history.replaceState({ key: "initial" }, "", "/experiment/media-player?title=Blues%20in%20A&playlist=guitar")
    render(<MediaPlayerExperiment search="?title=Blues%20in%20A&playlist=guitar" />)
    await settle()
    act(() => playback().load(media(), 80))
    fireEvent.change(screen.getByRole("combobox", { name: "Playlist" }), { target: { value: "lessons" } })
    expect(window.location.pathname + window.location.search).toBe("/experiment/media-player?title=Blues+in+A&playlist=lessons")
    expect(window.history.state).toEqual({ key: "initial" })
    expect(media()).toHaveAttribute("src", "/media/blues.mp3")
  })
})
