import { act, fireEvent, render, screen, within } from "@testing-library/react"
import React from "react"
import { fakeBackend, restoreBackend, useBackend, type BackendRequest } from "../../test-support/fake-backend"
import { installFakePlayback, settle } from "../../test-support/fake-media"
import { MediaPlayer } from "./MediaPlayer"
import { playlists, songs } from "./test-data"

const media = () => document.querySelector<HTMLMediaElement>("audio, video")!
const sidebar = () => screen.getByRole("complementary")
/** the title, artist and views under the picture */
const nowPlaying = () => screen.getAllByRole("heading", { level: 2 })[0].parentElement!
const increments = (requests: BackendRequest[]) => requests.filter(r => r.url.endsWith("/rpc/increment_view_count")).map(r => r.body)

let playback: ReturnType<typeof installFakePlayback>

// The client is created once, for the first test; each test then answers its requests with its own backend.
beforeEach(() => {
  localStorage.clear()
  playback = installFakePlayback()
})

afterEach(() => {
  jest.restoreAllMocks()
  restoreBackend()
})

/** A backend holding these counts; increments add one and answer the new count. */
function backendWith(counts: Record<string, number>) {
  return fakeBackend(request => {
    if (request.url.includes("/rest/v1/media_views?")) {
      return { status: 200, body: Object.entries(counts).map(([key, view_count]) => ({ playlist_id: key.split("|")[0], media_url: key.split("|")[1], view_count })) }
    }
    const { p_playlist_id, p_media_url } = request.body as { p_playlist_id: string; p_media_url: string }
    const key = `${p_playlist_id}|${p_media_url}`
    counts[key] = (counts[key] ?? 0) + 1
    return { status: 200, body: counts[key] }
  })
}

async function renderPlaying(props: Partial<React.ComponentProps<typeof MediaPlayer>> = {}) {
  render(<MediaPlayer playlist={songs} playlistId="guitar" {...props} />)
  await settle()
  act(() => playback.load(media(), 40))
  fireEvent.click(screen.getByRole("button", { name: "Play" }))
  await settle()
}

describe("view counts", () => {
  it("reads the counts of the player's playlists and shows them", async () => {
    const backend = backendWith({ "guitar|/media/morning.mp3": 41, "guitar|/media/blues.mp3": 1 })
    useBackend(backend)
    await renderPlaying()
    expect(backend.requests[0]).toMatchObject({
      method: "GET",
      url: "http://backend.test/rest/v1/media_views?select=media_url%2Cview_count%2Cplaylist_id&playlist_id=in.%28guitar%29",
      apikey: "anon-key",
    })
    expect(nowPlaying()).toHaveTextContent("Morning ArpeggioLos Osciladores41 views")
    expect(within(sidebar()).getByRole("button", { name: /Blues in A/ })).toHaveTextContent("1 view")
    expect(within(sidebar()).getByRole("button", { name: /Counting in Seven/ })).toHaveTextContent("0 views")
  })

  it("asks for every playlist of a multi-playlist player", async () => {
    const backend = backendWith({})
    useBackend(backend)
    await renderPlaying({ layout: "sidebar-multi", allPlaylists: playlists })
    expect(backend.requests[0].url).toContain("playlist_id=in.%28guitar%2Clessons%29")
  })

  it("counts one view per playback at 90 percent, and shows the new count", async () => {
    const backend = backendWith({ "guitar|/media/morning.mp3": 41 })
    useBackend(backend)
    await renderPlaying()
    act(() => playback.playTo(media(), 35.9))
    await settle()
    expect(increments(backend.requests)).toEqual([])

    act(() => playback.playTo(media(), 36))
    act(() => playback.playTo(media(), 38))
    fireEvent.change(screen.getByRole("slider", { name: "Seek" }), { target: { value: "2" } })
    act(() => playback.playTo(media(), 37))
    await settle()
    expect(increments(backend.requests)).toEqual([{ p_playlist_id: "guitar", p_media_url: "/media/morning.mp3" }])
    expect(within(nowPlaying()).getByText("42 views")).toBeInTheDocument()
    expect(within(sidebar()).getByRole("button", { name: /Morning Arpeggio/ })).toHaveTextContent("42 views")
  })

  it("counts a view at the end when 90 percent was never reported, and once more on playing it again", async () => {
    const backend = backendWith({})
    useBackend(backend)
    await renderPlaying({ playlist: [songs[0]] })
    act(() => playback.end(media()))
    await settle()
    expect(increments(backend.requests)).toHaveLength(1)

    fireEvent.click(screen.getByRole("button", { name: "Play" }))
    await settle()
    act(() => playback.end(media()))
    await settle()
    expect(increments(backend.requests)).toHaveLength(2)
    expect(within(nowPlaying()).getByText("2 views")).toBeInTheDocument()
  })

  it("counts each item of an advancing playlist once", async () => {
    const backend = backendWith({})
    useBackend(backend)
    await renderPlaying()
    act(() => playback.playTo(media(), 39))
    act(() => playback.end(media()))
    await settle()
    act(() => playback.load(media(), 80))
    act(() => playback.playTo(media(), 79))
    act(() => playback.end(media()))
    await settle()
    expect(increments(backend.requests)).toEqual([
      { p_playlist_id: "guitar", p_media_url: "/media/morning.mp3" },
      { p_playlist_id: "guitar", p_media_url: "/media/blues.mp3" },
    ])
  })

  it("shows no counts and keeps playing when the backend fails, logging only", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const backend = fakeBackend(() => ({ status: 500, body: { message: "Internal Server Error" } }))
    useBackend(backend)
    await renderPlaying()
    act(() => playback.end(media()))
    await settle()
    expect(screen.queryByText(/views?$/)).toBeNull()
    expect(media()).toHaveAttribute("src", "/media/blues.mp3")
    expect(increments(backend.requests)).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith("View counts: counting a view failed (Internal Server Error)")
  })
})
