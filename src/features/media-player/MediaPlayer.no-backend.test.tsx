import { act, fireEvent, render, screen } from "@testing-library/react"
import React from "react"
import { installFakePlayback, mediaElement as media, settle } from "../../test-support/fake-media"
import { MediaPlayer } from "./MediaPlayer"
import { songs } from "./test-data"

// Without GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY (as in this file) there is no backend.
describe("without a configured backend", () => {
  it("plays through, asks nothing and shows no counts", async () => {
    delete process.env.GATSBY_SUPABASE_URL
    delete process.env.GATSBY_SUPABASE_ANON_KEY
    const fetch = jest.fn()
    globalThis.fetch = fetch
    const playback = installFakePlayback()
    render(<MediaPlayer playlist={songs} playlistId="guitar" />)
    await settle()
    act(() => playback.load(media(), 40))
    fireEvent.click(screen.getByRole("button", { name: "Play" }))
    await settle()
    act(() => playback.end(media()))
    await settle()
    expect(media()).toHaveAttribute("src", "/media/blues.mp3")
    expect(playback.isPaused(media())).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.queryByText(/views?$/)).toBeNull()
    Reflect.deleteProperty(globalThis, "fetch")
  })
})
