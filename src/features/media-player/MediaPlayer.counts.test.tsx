import { act, fireEvent, screen, within } from "@testing-library/react"
import React from "react"
import { fakeBackend, restoreBackend, useBackend, type BackendRequest } from "../../test-support/fake-backend"
import { renderPlaying as renderWithPlayback } from "../../test-support/media-player"
import { mediaElement as media, settle, fakePlaybackForEachTest } from "../../test-support/fake-media"
import { MediaPlayer } from "./MediaPlayer"
import { playlists, songs } from "./test-data"

const sidebar = () => screen.getByRole("complementary")
/** the title, artist and views under the picture */
const nowPlaying = () => screen.getAllByRole("heading", { level: 2 })[0].parentElement!
const increments = (requests: BackendRequest[]) => requests.filter(r => r.url.endsWith("/rpc/increment_view_count")).map(r => r.body)

const playback = fakePlaybackForEachTest()

// The client is created once, for the first test; each test then answers its requests with its own backend.
afterEach(() => {
  restoreBackend()
})

const UNLISTED = { code: "42704", message: "increment_view_count: /media/seven.mp4 of playlist guitar is not an item the site lists" }

/**
 * A backend holding counts of the items it lists (`playlist|url`), answering reads of the asked items
 * only and increments of a listed item with its new count; an item it does not list is refused.
 */
function backendWith(counts: Record<string, number>, unlisted: readonly string[] = []) {
  return fakeBackend(request => {
    if (request.url.endsWith("/rpc/view_counts")) {
      const asked = (request.body as { p_items: Array<{ playlist_id: string; media_url: string }> }).p_items
      return { status: 200, body: asked.filter(item => `${item.playlist_id}|${item.media_url}` in counts).map(item => ({ ...item, view_count: counts[`${item.playlist_id}|${item.media_url}`] })) }
    }
    const { p_playlist_id, p_media_url } = request.body as { p_playlist_id: string; p_media_url: string }
    const key = `${p_playlist_id}|${p_media_url}`
    if (unlisted.includes(key)) return { status: 400, body: UNLISTED }
    counts[key] = (counts[key] ?? 0) + 1
    return { status: 200, body: counts[key] }
  })
}

const asked = (request: BackendRequest) => (request.body as { p_items: unknown }).p_items

const renderPlaying = (props: Partial<React.ComponentProps<typeof MediaPlayer>> = {}) => renderWithPlayback(playback(), props)

describe("view counts", () => {
  it("reads the counts of exactly the items it shows and shows them", async () => {
    const backend = backendWith({ "guitar|/media/morning.mp3": 41, "guitar|/media/blues.mp3": 1 })
    useBackend(backend)
    await renderPlaying()
    expect(backend.requests[0]).toMatchObject({ method: "POST", url: "http://backend.test/rest/v1/rpc/view_counts", apikey: "anon-key" })
    expect(asked(backend.requests[0])).toEqual(songs.map(song => ({ playlist_id: "guitar", media_url: song.url })))
    expect(nowPlaying()).toHaveTextContent("Morning ArpeggioLos Osciladores41 views")
    expect(within(sidebar()).getByRole("button", { name: /Blues in A/ })).toHaveTextContent("1 view")
    expect(within(sidebar()).getByRole("button", { name: /Counting in Seven/ })).toHaveTextContent("0 views")
  })

  it("asks for every item of a multi-playlist player, once each", async () => {
    const backend = backendWith({})
    useBackend(backend)
    await renderPlaying({ layout: "sidebar-multi", allPlaylists: playlists })
    expect(backend.requests.filter(request => request.url.endsWith("/rpc/view_counts"))).toHaveLength(1)
    expect(asked(backend.requests[0])).toEqual(playlists.flatMap(playlist => playlist.items.map(item => ({ playlist_id: playlist.id, media_url: item.url }))))
  })

  it("counts one view per playback at 90 percent, and shows the new count", async () => {
    const backend = backendWith({ "guitar|/media/morning.mp3": 41 })
    useBackend(backend)
    await renderPlaying()
    act(() => playback().playTo(media(), 35.9))
    await settle()
    expect(increments(backend.requests)).toEqual([])

    act(() => playback().playTo(media(), 36))
    act(() => playback().playTo(media(), 38))
    fireEvent.change(screen.getByRole("slider", { name: "Seek" }), { target: { value: "2" } })
    act(() => playback().playTo(media(), 37))
    await settle()
    expect(increments(backend.requests)).toEqual([{ p_playlist_id: "guitar", p_media_url: "/media/morning.mp3" }])
    expect(within(nowPlaying()).getByText("42 views")).toBeInTheDocument()
    expect(within(sidebar()).getByRole("button", { name: /Morning Arpeggio/ })).toHaveTextContent("42 views")
  })

  it("counts a view at the end when 90 percent was never reported, and once more on playing it again", async () => {
    const backend = backendWith({})
    useBackend(backend)
    await renderPlaying({ playlist: [songs[0]] })
    act(() => playback().end(media()))
    await settle()
    expect(increments(backend.requests)).toHaveLength(1)

    fireEvent.click(screen.getByRole("button", { name: "Play" }))
    await settle()
    act(() => playback().end(media()))
    await settle()
    expect(increments(backend.requests)).toHaveLength(2)
    expect(within(nowPlaying()).getByText("2 views")).toBeInTheDocument()
  })

  it("counts each item of an advancing playlist once", async () => {
    const backend = backendWith({})
    useBackend(backend)
    await renderPlaying()
    act(() => playback().playTo(media(), 39))
    act(() => playback().end(media()))
    await settle()
    act(() => playback().load(media(), 80))
    act(() => playback().playTo(media(), 79))
    act(() => playback().end(media()))
    await settle()
    expect(increments(backend.requests)).toEqual([
      { p_playlist_id: "guitar", p_media_url: "/media/morning.mp3" },
      { p_playlist_id: "guitar", p_media_url: "/media/blues.mp3" },
    ])
  })

  it("leaves an item the backend does not list uncounted, without a word, and plays on", async () => {
    const warn = jest.spyOn(console, "warn")
    const error = jest.spyOn(console, "error")
    const backend = backendWith({ "guitar|/media/blues.mp3": 3 }, ["guitar|/media/seven.mp4"])
    useBackend(backend)
    await renderPlaying({ playlist: [songs[2], songs[1]] })
    act(() => playback().end(media()))
    await settle()
    expect(increments(backend.requests)).toEqual([{ p_playlist_id: "guitar", p_media_url: "/media/seven.mp4" }])
    expect(media()).toHaveAttribute("src", "/media/blues.mp3")
    expect(within(nowPlaying()).getByText("3 views")).toBeInTheDocument()
    expect(within(sidebar()).getByRole("button", { name: /Counting in Seven/ })).toHaveTextContent("0 views")
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it("shows no counts and keeps playing when the backend fails, logging only", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const backend = fakeBackend(() => ({ status: 500, body: { message: "Internal Server Error" } }))
    useBackend(backend)
    await renderPlaying()
    act(() => playback().end(media()))
    await settle()
    expect(screen.queryByText(/views?$/)).toBeNull()
    expect(media()).toHaveAttribute("src", "/media/blues.mp3")
    expect(increments(backend.requests)).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith("View counts: counting a view failed (Internal Server Error)")
  })
})
