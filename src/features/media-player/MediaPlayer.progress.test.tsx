import { act, fireEvent, render, screen, within } from "@testing-library/react"
import React from "react"
import { mediaElement as media, settle, fakePlaybackForEachTest } from "../../test-support/fake-media"
import { renderPlaying } from "../../test-support/media-player"
import { MediaPlayer } from "./MediaPlayer"
import { songs } from "./test-data"

const KEY = "mediaPlayerProgress_guitar"
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? "null") as Record<string, { position: number; duration: number; savedAt: number }> | null
const record = (position: number, duration: number) => ({ position, duration, savedAt: 1 })
const playlist = () => screen.getByRole("complementary", { name: "Playlist" })
const itemButton = (title: string) => within(playlist()).getByRole("button", { name: new RegExp(title) })

const playback = fakePlaybackForEachTest()

describe("the playlist sidebar", () => {
  it("shows each other item's watched share, capped at 100, the playlist's length and its completion", async () => {
    localStorage.setItem(KEY, JSON.stringify({ "guitar_/media/blues.mp3": record(76, 80), "guitar_/media/seven.mp4": record(31, 30) }))
    render(<MediaPlayer playlist={songs} playlistId="guitar" />)
    await settle()
    expect(within(itemButton("Morning Arpeggio")).getByText("Now playing")).toBeInTheDocument()
    expect(within(itemButton("Blues in A")).getByText("95% watched")).toBeInTheDocument()
    expect(within(itemButton("Counting in Seven")).getByText("100% watched")).toBeInTheDocument()
    expect(within(playlist()).getByText("3 items · 3 min · 67% complete")).toBeInTheDocument()
  })

  it("shows 0% for items never played and ignores corrupted saved positions", async () => {
    localStorage.setItem(KEY, JSON.stringify({ "guitar_/media/blues.mp3": { position: "lots" }, "guitar_/media/seven.mp4": null }))
    render(<MediaPlayer playlist={songs} playlistId="guitar" />)
    await settle()
    expect(within(itemButton("Blues in A")).getByText("0% watched")).toBeInTheDocument()
    expect(within(playlist()).getByText("3 items · 3 min · 0% complete")).toBeInTheDocument()
  })

  it("survives a saved value that is not JSON", async () => {
    localStorage.setItem(KEY, "{not json")
    render(<MediaPlayer playlist={songs} playlistId="guitar" />)
    await settle()
    expect(within(itemButton("Blues in A")).getByText("0% watched")).toBeInTheDocument()
  })
})

describe("saved positions", () => {
  it("saves every 5 seconds while playing, only past 5 seconds, under the playlist's key", async () => {
    jest.useFakeTimers({ now: 1_000 })
    await renderPlaying(playback())

    act(() => playback().playTo(media(), 4.5))
    act(() => jest.advanceTimersByTime(5000))
    expect(stored()).toBeNull()

    act(() => playback().playTo(media(), 9.5))
    act(() => jest.advanceTimersByTime(4999))
    expect(stored()).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(stored()).toEqual({ "guitar_/media/morning.mp3": { position: 9.5, duration: 40, savedAt: 11_000 } })
  })

  it("saves on pausing and stops saving while paused", async () => {
    jest.useFakeTimers({ now: 1_000 })
    await renderPlaying(playback())
    act(() => playback().playTo(media(), 12))
    fireEvent.click(screen.getByRole("button", { name: "Pause" }))
    expect(stored()).toEqual({ "guitar_/media/morning.mp3": { position: 12, duration: 40, savedAt: 1_000 } })

    media().currentTime = 20
    act(() => jest.advanceTimersByTime(10_000))
    expect(stored()?.["guitar_/media/morning.mp3"].position).toBe(12)
  })

  it("restores a position past 5 seconds when the item loads", () => {
    localStorage.setItem(KEY, JSON.stringify({ "guitar_/media/morning.mp3": record(12.5, 40), "guitar_/media/blues.mp3": record(5, 80) }))
    render(<MediaPlayer playlist={songs} playlistId="guitar" />)
    act(() => playback().load(media(), 40))
    expect(media().currentTime).toBe(12.5)

    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    act(() => playback().load(media(), 80))
    expect(media().currentTime).toBe(0)
  })

  it("remembers the position of the item it leaves and resumes it, playing on", async () => {
    await renderPlaying(playback())
    act(() => playback().playTo(media(), 18))
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    expect(stored()?.["guitar_/media/morning.mp3"].position).toBe(18)

    media().currentTime = 0
    act(() => playback().load(media(), 80))
    fireEvent.click(screen.getByRole("button", { name: "Previous" }))
    await settle()
    act(() => playback().load(media(), 40))
    expect(media().currentTime).toBe(18)
    expect(playback().isPaused(media())).toBe(false)
    expect(within(itemButton("Blues in A")).getByText("0% watched")).toBeInTheDocument()
  })

  it("remembers the position when the visitor leaves the page while playing", async () => {
    const { unmount } = render(<MediaPlayer playlist={songs} playlistId="guitar" initialIndex={1} />)
    act(() => playback().load(media(), 80))
    fireEvent.click(screen.getByRole("button", { name: "Play" }))
    await settle()
    act(() => playback().playTo(media(), 23))
    unmount()
    expect(stored()?.["guitar_/media/blues.mp3"].position).toBe(23)
  })

  it("keeps the audio item's position when a video item follows, and never gives it to the video", async () => {
    render(<MediaPlayer playlist={songs} playlistId="guitar" initialIndex={1} />)
    act(() => playback().load(media(), 80))
    fireEvent.click(screen.getByRole("button", { name: "Play" }))
    await settle()
    act(() => playback().playTo(media(), 30))
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    await settle()
    expect(media().tagName).toBe("VIDEO")
    expect(Object.keys(stored()!)).toEqual(["guitar_/media/blues.mp3"])
    expect(stored()?.["guitar_/media/blues.mp3"].position).toBe(30)
  })

  it("counts an item played to the end as 100% watched and complete", async () => {
    await renderPlaying(playback())
    act(() => playback().end(media()))
    await settle()
    expect(within(itemButton("Morning Arpeggio")).getByText("100% watched")).toBeInTheDocument()
    expect(within(playlist()).getByText("3 items · 3 min · 33% complete")).toBeInTheDocument()
  })
})
