import { act, fireEvent } from "@testing-library/react"

/**
 * jsdom has media elements but no media engine: play() and pause() are missing, duration is always NaN,
 * and there is no error.
 * This plays the browser's part for component tests: it starts and stops playback, and the test moves
 * time, finishes loading, ends or breaks the media, each with the events a browser fires.
 */
export function installFakePlayback() {
  const paused = new WeakMap<HTMLMediaElement, boolean>()
  const durations = new WeakMap<HTMLMediaElement, number>()
  const refusals: DOMException[] = []

  jest.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true
  })
  jest.spyOn(HTMLMediaElement.prototype, "duration", "get").mockImplementation(function (this: HTMLMediaElement) {
    return durations.get(this) ?? Number.NaN
  })
  jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    const refusal = refusals.shift()
    if (refusal) return Promise.reject(refusal)
    if (paused.get(this) === false) return Promise.resolve()
    paused.set(this, false)
    fireEvent.play(this)
    fireEvent.playing(this)
    return Promise.resolve()
  })
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    if (paused.get(this) === false) {
      paused.set(this, true)
      fireEvent.pause(this)
    }
  })

  return {
    /** the next play() is refused with this error, as a browser refuses it */
    refuseNextPlay(name: string, message = `${name} happened`) {
      refusals.push(new DOMException(message, name))
    },
    /** a newly chosen source has loaded: it starts at 0, its metadata and enough data have arrived */
    load(media: HTMLMediaElement, duration: number) {
      media.currentTime = 0
      durations.set(media, duration)
      fireEvent.loadedMetadata(media)
      fireEvent.durationChange(media)
      fireEvent.canPlay(media)
    },
    /** playback has reached this time */
    playTo(media: HTMLMediaElement, seconds: number) {
      media.currentTime = seconds
      fireEvent.timeUpdate(media)
    },
    /** playback reaches the end: the browser pauses the element, then says it ended */
    end(media: HTMLMediaElement) {
      media.currentTime = durations.get(media) ?? 0
      fireEvent.timeUpdate(media)
      paused.set(media, true)
      fireEvent.pause(media)
      fireEvent.ended(media)
    },
    /** the media cannot be loaded */
    fail(media: HTMLMediaElement, message: string) {
      // jsdom has no error property at all.
      Object.defineProperty(media, "error", { value: { code: 4, message }, configurable: true })
      fireEvent.error(media)
    },
    isPaused: (media: HTMLMediaElement) => paused.get(media) ?? true,
  }
}

/** Lets pending promise callbacks (play() answers, fetched files, backend answers) run, however deeply chained. */
export const settle = () =>
  act(async () => {
    for (let round = 0; round < 10; round += 1) await Promise.resolve()
  })

export type FakePlayback = ReturnType<typeof installFakePlayback>

/**
 * The setup every player test shares: each test starts with empty storage and fake playback and ends
 * with real timers and no mocks. Call it at the top of a test file; it gives the current test's playback.
 */
export function fakePlaybackForEachTest(): () => FakePlayback {
  let playback: FakePlayback | undefined
  beforeEach(() => {
    localStorage.clear()
    playback = installFakePlayback()
  })
  afterEach(() => {
    jest.restoreAllMocks()
    jest.useRealTimers()
  })
  return () => playback!
}

/** The player's audio or video element. */
export const mediaElement = () => document.querySelector<HTMLMediaElement>("audio, video")!
