import { act, fireEvent, render, screen } from "@testing-library/react"
import React from "react"
import { MediaPlayer } from "../features/media-player/MediaPlayer"
import { songs } from "../features/media-player/test-data"
import { mediaElement, settle, type FakePlayback } from "./fake-media"

/** The player on the test songs (playlist "guitar"), its first item loaded at 40 seconds and playing. */
export async function renderPlaying(playback: FakePlayback, props: Partial<React.ComponentProps<typeof MediaPlayer>> = {}) {
  render(<MediaPlayer playlist={songs} playlistId="guitar" {...props} />)
  await settle()
  act(() => playback.load(mediaElement(), 40))
  fireEvent.click(screen.getByRole("button", { name: "Play" }))
  await settle()
}
