import { act, fireEvent, render, screen, within } from "@testing-library/react"
import React from "react"
import { mediaElement as media, settle, fakePlaybackForEachTest } from "../../test-support/fake-media"
import { MediaPlayer } from "./MediaPlayer"
import { lessons, playlists, songs } from "./test-data"

const player = () => screen.getByRole("region", { name: "Media player" })

const playback = fakePlaybackForEachTest()

afterEach(() => {
  document.documentElement.removeAttribute("data-theme")
  Reflect.deleteProperty(navigator, "clipboard")
  Reflect.deleteProperty(document, "execCommand")
})

describe("layouts", () => {
  it("shows the playlist beside the player by default", () => {
    render(<MediaPlayer playlist={songs} />)
    expect(player()).toHaveAttribute("data-layout", "sidebar")
    expect(screen.getByRole("complementary", { name: "Playlist" })).toBeInTheDocument()
  })

  it("leaves the playlist out in the simple layout and when showPlaylist is false", () => {
    const { rerender } = render(<MediaPlayer playlist={songs} layout="simple" />)
    expect(screen.queryByRole("complementary")).toBeNull()
    rerender(<MediaPlayer playlist={songs} layout="sidebar" showPlaylist={false} />)
    expect(screen.queryByRole("complementary")).toBeNull()
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument()
  })

  it("shows the course, its completion and a back button in the tutorial layout", () => {
    const back = jest.fn()
    render(<MediaPlayer layout="tutorial" playlist={lessons} playlistId="lessons" allPlaylists={playlists} onBackToPlaylists={back} />)
    expect(screen.getByRole("heading", { name: "Video Lessons" })).toBeInTheDocument()
    expect(screen.getByText("Practice clips.")).toBeInTheDocument()
    expect(screen.getByRole("complementary", { name: "Lessons" })).toBeInTheDocument()
    expect(screen.getByRole("progressbar", { name: "Course completion" })).toHaveAttribute("value", "0")
    fireEvent.click(screen.getByRole("button", { name: "← Back to courses" }))
    expect(back).toHaveBeenCalledTimes(1)
  })

  it("starts on initialIndex", () => {
    render(<MediaPlayer playlist={songs} initialIndex={1} />)
    expect(media()).toHaveAttribute("src", "/media/blues.mp3")
  })
})

describe("sidebar-multi", () => {
  const renderMulti = (onPlaylistChange = jest.fn()) => {
    render(
      <MediaPlayer
        layout="sidebar-multi"
        playlist={songs}
        playlistId="guitar"
        currentPlaylistId="guitar"
        allPlaylists={playlists}
        onPlaylistChange={onPlaylistChange}
      />,
    )
    act(() => playback().load(media(), 40))
    return onPlaylistChange
  }
  const sidebar = () => screen.getByRole("complementary")

  it("changes only the sidebar when another playlist is picked, and playback goes on", async () => {
    const onPlaylistChange = renderMulti()
    fireEvent.click(screen.getByRole("button", { name: "Play" }))
    await settle()
    fireEvent.change(screen.getByRole("combobox", { name: "Playlist" }), { target: { value: "lessons" } })

    expect(within(sidebar()).getByRole("heading", { name: "Video Lessons" })).toBeInTheDocument()
    expect(within(sidebar()).getAllByRole("listitem")).toHaveLength(2)
    expect(media()).toHaveAttribute("src", "/media/morning.mp3")
    expect(playback().isPaused(media())).toBe(false)
    expect(onPlaylistChange).toHaveBeenCalledWith(playlists[1], false)
  })

  it("switches playlist and plays an item chosen from another playlist", async () => {
    const onPlaylistChange = renderMulti()
    fireEvent.change(screen.getByRole("combobox", { name: "Playlist" }), { target: { value: "lessons" } })
    fireEvent.click(within(sidebar()).getByRole("button", { name: /Reading the Fretboard/ }))
    await settle()

    expect(media()).toHaveAttribute("src", "/media/fretboard.mp4")
    expect(playback().isPaused(media())).toBe(false)
    expect(onPlaylistChange).toHaveBeenLastCalledWith(playlists[1], true)
    expect(within(sidebar()).getByRole("button", { name: /Reading the Fretboard/ })).toHaveAttribute("aria-current", "true")
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled()
  })

  it("keeps playing when the parent passes the reported playlist back", async () => {
    const { rerender } = render(
      <MediaPlayer layout="sidebar-multi" playlist={songs} playlistId="guitar" allPlaylists={playlists} onPlaylistChange={() => undefined} />,
    )
    act(() => playback().load(media(), 40))
    fireEvent.click(screen.getByRole("button", { name: "Play" }))
    await settle()
    fireEvent.change(screen.getByRole("combobox", { name: "Playlist" }), { target: { value: "lessons" } })
    rerender(<MediaPlayer layout="sidebar-multi" playlist={lessons} playlistId="lessons" currentPlaylistId="lessons" allPlaylists={playlists} />)
    expect(media()).toHaveAttribute("src", "/media/morning.mp3")
    expect(playback().isPaused(media())).toBe(false)
  })

  it("loads another playlist that the parent passes", () => {
    const { rerender } = render(<MediaPlayer playlist={songs} playlistId="guitar" />)
    rerender(<MediaPlayer playlist={lessons} playlistId="lessons" />)
    expect(media()).toHaveAttribute("src", "/media/chromatic.mp4")
  })
})

describe("theme", () => {
  it("follows the document's data-theme as it changes", async () => {
    document.documentElement.setAttribute("data-theme", "dark")
    render(<MediaPlayer playlist={songs} />)
    await settle()
    expect(player()).toHaveAttribute("data-theme", "dark")
    act(() => document.documentElement.setAttribute("data-theme", "light"))
    await settle()
    expect(player()).toHaveAttribute("data-theme", "light")
  })

  it("keeps the theme it is given", async () => {
    document.documentElement.setAttribute("data-theme", "dark")
    render(<MediaPlayer playlist={songs} theme="light" />)
    await settle()
    expect(player()).toHaveAttribute("data-theme", "light")
  })
})

describe("share", () => {
  it("copies the media player link of the playing item and says Copied! for 2 seconds", async () => {
    jest.useFakeTimers()
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    render(<MediaPlayer playlist={songs} playlistId="guitar" />)
    fireEvent.click(screen.getByRole("button", { name: "Share" }))
    await settle()
    expect(writeText).toHaveBeenCalledWith(
      "http://localhost/experiment/media-player?title=Morning%20Arpeggio&artist=Los%20Osciladores&autoplay=true&playlist=guitar",
    )
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1999))
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument()
  })

  it("falls back to the copy command without the Clipboard API", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true })
    const copied: string[] = []
    // jsdom has no copy command: this one records what was selected.
    const execCommand = jest.fn(() => {
      copied.push(document.querySelector("textarea")!.value)
      return true
    })
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true })
    render(<MediaPlayer playlist={songs} playlistId="guitar" initialIndex={2} />)
    fireEvent.click(screen.getByRole("button", { name: "Share" }))
    await settle()
    expect(copied).toEqual(["http://localhost/experiment/media-player?title=Counting%20in%20Seven&autoplay=true&playlist=guitar"])
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument()
  })
})
