import { act, fireEvent, render, screen, within } from "@testing-library/react"
import React from "react"
import { mediaElement as media, settle, fakePlaybackForEachTest } from "../../test-support/fake-media"
import { playlists } from "../media-player/test-data"
import { LiveDemo } from "./LiveDemo"

const layoutButton = (name: string) => within(screen.getByRole("group", { name: "Layout" })).getByRole("button", { name })

fakePlaybackForEachTest()
let answer: (() => void) | undefined

// The playlist file is answered when the test says, so the loading texts can be seen.
beforeEach(() => {
  globalThis.fetch = (() =>
    new Promise(resolve => {
      answer = () => resolve({ ok: true, status: 200, json: async () => ({ playlists }) } as Response)
    })) as typeof fetch
})

afterEach(() => {
  Reflect.deleteProperty(globalThis, "fetch")
})

async function loadPlaylists() {
  await act(async () => answer?.())
}

describe("the live demo", () => {
  it("says it is loading the demo media, then shows the sidebar player", async () => {
    render(<LiveDemo />)
    expect(screen.getByText("Loading demo media...")).toBeInTheDocument()
    await loadPlaylists()
    expect(screen.getByRole("region", { name: "Media player" })).toHaveAttribute("data-layout", "sidebar")
    expect(layoutButton("Sidebar")).toHaveAttribute("aria-pressed", "true")
    expect(media()).toHaveAttribute("src", "/media/morning.mp3")
  })

  it("switches between the four layouts", async () => {
    render(<LiveDemo />)
    await loadPlaylists()
    for (const [label, layout] of [
      ["Simple", "simple"],
      ["Multi-Playlist", "sidebar-multi"],
      ["Tutorial", "tutorial"],
      ["Sidebar", "sidebar"],
    ]) {
      fireEvent.click(layoutButton(label))
      expect(layoutButton(label)).toHaveAttribute("aria-pressed", "true")
      expect(screen.getByRole("region", { name: "Media player" })).toHaveAttribute("data-layout", layout)
    }
  })

  it("toggles the tutorial between the course selection and the player, and opens a picked course", async () => {
    render(<LiveDemo />)
    fireEvent.click(layoutButton("Tutorial"))
    fireEvent.click(screen.getByRole("button", { name: "Show Course Selection" }))
    expect(screen.getByText("Loading playlists...")).toBeInTheDocument()
    await loadPlaylists()

    const courses = screen.getByRole("list", { name: "Courses" })
    expect(within(courses).getAllByRole("button").map(b => b.querySelector("span")?.textContent)).toEqual(["Guitar Sketches", "Video Lessons"])
    fireEvent.click(within(courses).getByRole("button", { name: /Video Lessons/ }))
    expect(screen.getByRole("heading", { name: "Video Lessons" })).toBeInTheDocument()
    expect(media()).toHaveAttribute("src", "/media/chromatic.mp4")
    expect(screen.getByRole("button", { name: "Show Course Selection" })).toBeInTheDocument()

    fireEvent.click(screen.getByRole("button", { name: "← Back to courses" }))
    expect(screen.getByRole("list", { name: "Courses" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Show Player" })).toBeInTheDocument()
  })

  it("keeps the course selection on choosing Tutorial and leaves it for the other layouts", async () => {
    render(<LiveDemo />)
    await loadPlaylists()
    fireEvent.click(layoutButton("Tutorial"))
    fireEvent.click(screen.getByRole("button", { name: "Show Course Selection" }))
    fireEvent.click(layoutButton("Tutorial"))
    expect(screen.getByRole("list", { name: "Courses" })).toBeInTheDocument()
    fireEvent.click(layoutButton("Simple"))
    expect(screen.queryByRole("list", { name: "Courses" })).toBeNull()
    expect(screen.queryByRole("button", { name: /Show (Player|Course Selection)/ })).toBeNull()
    fireEvent.click(layoutButton("Tutorial"))
    expect(screen.getByRole("region", { name: "Media player" })).toHaveAttribute("data-layout", "tutorial")
  })

  it("reports the multi-playlist callbacks: the dropdown with shouldPlay false, another playlist's item with true", async () => {
    render(<LiveDemo />)
    await loadPlaylists()
    fireEvent.click(layoutButton("Multi-Playlist"))
    fireEvent.change(screen.getByRole("combobox", { name: "Playlist" }), { target: { value: "lessons" } })
    expect(screen.getByText("onPlaylistChange: Video Lessons, shouldPlay false")).toBeInTheDocument()
    expect(media()).toHaveAttribute("src", "/media/morning.mp3")
    fireEvent.click(screen.getByRole("button", { name: /Reading the Fretboard/ }))
    await settle()
    expect(screen.getByText("onPlaylistChange: Video Lessons, shouldPlay true")).toBeInTheDocument()
    expect(media()).toHaveAttribute("src", "/media/fretboard.mp4")
  })
})
