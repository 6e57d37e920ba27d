import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { mediaElement as media, settle, fakePlaybackForEachTest } from "../../test-support/fake-media"
import { MediaPlayer } from "./MediaPlayer"
import { songs } from "./test-data"

const button = (name: string) => screen.getByRole("button", { name })

const playback = fakePlaybackForEachTest()
let alert: jest.SpyInstance

beforeEach(() => {
  alert = jest.spyOn(window, "alert").mockImplementation(() => undefined)
})

function renderLoaded(props: Partial<React.ComponentProps<typeof MediaPlayer>> = {}) {
  render(<MediaPlayer playlist={songs} playlistId="guitar" {...props} />)
  act(() => playback().load(media(), 40))
}

describe("playing and pausing", () => {
  it("plays the first item and pauses it again", async () => {
    const user = userEvent.setup()
    renderLoaded()
    expect(screen.getByRole("heading", { level: 2, name: "Morning Arpeggio" })).toBeInTheDocument()
    expect(media()).toHaveAttribute("src", "/media/morning.mp3")

    await user.click(button("Play"))
    expect(playback().isPaused(media())).toBe(false)
    await user.click(button("Pause"))
    expect(playback().isPaused(media())).toBe(true)
    expect(button("Play")).toBeInTheDocument()
  })

  it("plays a video in a video element without picture-in-picture or a context menu", () => {
    renderLoaded({ initialIndex: 2 })
    const video = document.querySelector("video")!
    expect(video).toHaveAttribute("src", "/media/seven.mp4")
    expect(video).toHaveAttribute("disablepictureinpicture")
    expect(video).toHaveAttribute("poster", "/media/seven.jpg")
    expect(fireEvent.contextMenu(video)).toBe(false)
  })

  it("shows the time and seeks with the slider", () => {
    renderLoaded()
    act(() => playback().playTo(media(), 12))
    const seek = screen.getByRole("slider", { name: "Seek" })
    expect(seek).toHaveAttribute("aria-valuetext", "0:12 of 0:40")
    fireEvent.change(seek, { target: { value: "30" } })
    expect(media().currentTime).toBe(30)
  })
})

describe("previous and next", () => {
  it("disables previous on the first item and next on the last", async () => {
    const user = userEvent.setup()
    renderLoaded()
    expect(button("Previous")).toBeDisabled()
    expect(button("Next")).toBeEnabled()
    await user.click(button("Next"))
    act(() => playback().load(media(), 80))
    await user.click(button("Next"))
    act(() => playback().load(media(), 30))
    expect(screen.getByRole("heading", { level: 2, name: "Counting in Seven" })).toBeInTheDocument()
    expect(button("Next")).toBeDisabled()
    expect(button("Previous")).toBeEnabled()
  })

  it("disables both and shows the loaded share instead of the slider while loading", async () => {
    const user = userEvent.setup()
    renderLoaded()
    await user.click(button("Next"))
    expect(screen.getByRole("status")).toHaveTextContent("Loading... 0%")
    expect(screen.queryByRole("slider", { name: "Seek" })).toBeNull()
    expect(button("Previous")).toBeDisabled()
    expect(button("Next")).toBeDisabled()

    jest.spyOn(media(), "buffered", "get").mockReturnValue({ length: 1, start: () => 0, end: () => 20 } as TimeRanges)
    jest.spyOn(media(), "duration", "get").mockReturnValue(80)
    fireEvent.progress(media())
    expect(screen.getByRole("status")).toHaveTextContent("Loading... 25%")

    act(() => playback().load(media(), 80))
    expect(screen.getByRole("slider", { name: "Seek" })).toBeInTheDocument()
    expect(button("Previous")).toBeEnabled()
  })

  it("keeps playing on the chosen item when it was playing, and stays paused when it was paused", async () => {
    const user = userEvent.setup()
    renderLoaded()
    await user.click(button("Next"))
    expect(media()).toHaveAttribute("src", "/media/blues.mp3")
    expect(playback().isPaused(media())).toBe(true)

    act(() => playback().load(media(), 80))
    await user.click(button("Play"))
    await user.click(button("Previous"))
    await settle()
    expect(media()).toHaveAttribute("src", "/media/morning.mp3")
    expect(playback().isPaused(media())).toBe(false)
  })

  it("advances when an item ends and stops after the last", async () => {
    const user = userEvent.setup()
    renderLoaded({ initialIndex: 1 })
    await user.click(button("Play"))
    act(() => playback().end(media()))
    await settle()
    expect(media()).toHaveAttribute("src", "/media/seven.mp4")
    expect(playback().isPaused(media())).toBe(false)

    act(() => playback().load(media(), 30))
    act(() => playback().end(media()))
    await settle()
    expect(media()).toHaveAttribute("src", "/media/seven.mp4")
    expect(playback().isPaused(media())).toBe(true)
    expect(button("Play")).toBeInTheDocument()
  })

  it("switches to an item chosen in the playlist", async () => {
    const user = userEvent.setup()
    renderLoaded()
    const list = screen.getByRole("complementary", { name: "Playlist" })
    await user.click(within(list).getByRole("button", { name: /Blues in A/ }))
    expect(media()).toHaveAttribute("src", "/media/blues.mp3")
    expect(within(list).getByRole("button", { name: /Blues in A/ })).toHaveAttribute("aria-current", "true")
  })
})

describe("keyboard", () => {
  it("plays and pauses with Space and changes the volume with the arrow keys", async () => {
    const user = userEvent.setup()
    renderLoaded()
    screen.getByRole("group", { name: "Audio: Morning Arpeggio" }).focus()
    await user.keyboard(" ")
    expect(playback().isPaused(media())).toBe(false)
    await user.keyboard(" ")
    expect(playback().isPaused(media())).toBe(true)

    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowLeft}")
    expect(media().volume).toBe(0.7)
    await user.keyboard("{ArrowUp}{ArrowRight}")
    expect(media().volume).toBe(0.9)
    expect(screen.getByRole("slider", { name: "Volume" })).toHaveAttribute("aria-valuetext", "90%")
  })

  it("leaves the arrow keys to a focused slider", async () => {
    const user = userEvent.setup()
    renderLoaded()
    screen.getByRole("slider", { name: "Seek" }).focus()
    await user.keyboard("{ArrowDown}")
    expect(media().volume).toBe(1)
  })

  it("mutes and unmutes with the volume button", async () => {
    const user = userEvent.setup()
    renderLoaded()
    await user.click(button("Mute"))
    expect(media().muted).toBe(true)
    await user.click(button("Unmute"))
    expect(media().muted).toBe(false)
  })
})

describe("errors", () => {
  it("alerts a media error and stops", async () => {
    const user = userEvent.setup()
    renderLoaded()
    await user.click(button("Play"))
    act(() => playback().fail(media(), "DEMUXER_ERROR_COULD_NOT_OPEN"))
    expect(alert).toHaveBeenCalledWith("Error loading media: DEMUXER_ERROR_COULD_NOT_OPEN")
    expect(button("Play")).toBeInTheDocument()
  })

  it("says Unknown error when the browser gives no reason", () => {
    renderLoaded()
    act(() => playback().fail(media(), ""))
    expect(alert).toHaveBeenCalledWith("Error loading media: Unknown error")
  })

  it.each([
    ["NotSupportedError", "Media format not supported."],
    ["EncodingError", "Failed to play media: EncodingError happened"],
  ])("alerts when play fails with %s", async (name, message) => {
    const user = userEvent.setup()
    renderLoaded()
    playback().refuseNextPlay(name)
    await user.click(button("Play"))
    await settle()
    expect(alert).toHaveBeenCalledWith(message)
  })

  it("only logs a play the browser did not allow", async () => {
    const user = userEvent.setup()
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined)
    renderLoaded()
    playback().refuseNextPlay("NotAllowedError")
    await user.click(button("Play"))
    await settle()
    expect(alert).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith("Playback was not allowed by the browser: NotAllowedError happened")
  })

  it("shows the spec's message for an empty playlist", () => {
    render(<MediaPlayer />)
    expect(screen.getByText("No media items in playlist")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Play" })).toBeNull()
  })
})

describe("autoplay", () => {
  beforeEach(() => jest.useFakeTimers())

  it("starts muted and unmutes after 100 ms", async () => {
    render(<MediaPlayer playlist={songs} autoPlay />)
    await settle()
    expect(playback().isPaused(media())).toBe(false)
    expect(media().muted).toBe(true)
    await act(async () => jest.advanceTimersByTime(99))
    expect(media().muted).toBe(true)
    await act(async () => jest.advanceTimersByTime(1))
    expect(media().muted).toBe(false)
    expect(alert).not.toHaveBeenCalled()
  })

  it("plays on muted and says so when the browser refuses sound", async () => {
    render(<MediaPlayer playlist={songs} autoPlay />)
    await settle()
    playback().refuseNextPlay("NotAllowedError")
    await act(async () => jest.advanceTimersByTime(100))
    expect(media().muted).toBe(true)
    expect(playback().isPaused(media())).toBe(false)
    expect(alert).toHaveBeenCalledWith("Autoplay started muted due to browser restrictions. Click the volume button to unmute.")
  })

  it("stops when even muted playback is refused", async () => {
    jest.spyOn(console, "info").mockImplementation(() => undefined)
    playback().refuseNextPlay("NotAllowedError")
    render(<MediaPlayer playlist={songs} autoPlay />)
    await settle()
    await act(async () => jest.advanceTimersByTime(100))
    expect(playback().isPaused(media())).toBe(true)
    expect(media().muted).toBe(false)
    expect(alert).not.toHaveBeenCalled()
    expect(button("Play")).toBeInTheDocument()
  })

  it("does not start without autoPlay", async () => {
    render(<MediaPlayer playlist={songs} />)
    await settle()
    expect(playback().isPaused(media())).toBe(true)
  })
})
