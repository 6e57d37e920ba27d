import type { Locator, Page } from "@playwright/test"
import { playlistFile } from "./content"
import { expect, expectAccessible, test as base } from "./fixtures"

export { playlistFile }
/** A playlist the docs page (content/docs) names by its id. */
export const playlistById = (id: string) => playlistFile.playlists.find(p => p.id === id)!
/** The playlist the page opens on: the file's first. */
export const [opening] = playlistFile.playlists
/** The playlist the video tests take: the file's first playlist of videos. */
export const videos = playlistFile.playlists.find(p => p.items.every(item => item.type === "video"))!

/** The spec's texts. */
export const TEXT = {
  loading: "Loading playlist...",
  empty: "No playlists found. Please add a media-playlist.json file to the public folder.",
  autoplayMuted: "Autoplay started muted due to browser restrictions. Click the volume button to unmute.",
}

interface Dialogs {
  /** messages of the alerts the page showed (each was accepted) */
  seen: string[]
  /** the alerts this test expects, checked when it ends; none unless said */
  expect: (messages: string[]) => void
}

/** Every alert is accepted and recorded; a test fails on an alert it did not announce. */
export const test = base.extend<{ dialogs: Dialogs }>({
  dialogs: [
    async ({ page }, use) => {
      const seen: string[] = []
      let expected: string[] = []
      page.on("dialog", dialog => {
        seen.push(dialog.message())
        void dialog.accept()
      })
      await use({ seen, expect: messages => void (expected = messages) })
      expect(seen, "the alerts the page showed").toEqual(expected)
    },
    { auto: true },
  ],
})

export { expect }

export const player = (page: Page) => page.getByRole("region", { name: "Media player" })
/** One of the player's controls (Play, Pause, Previous, Next, Mute, Unmute, Share, Copied!), by its exact name. */
export const control = (page: Page, name: string) => player(page).getByRole("button", { name, exact: true })
export const mediaElement = (page: Page) => player(page).locator("audio, video")
export const sidebar = (page: Page) => player(page).getByRole("complementary")
export const nowPlaying = (page: Page) => player(page).getByRole("heading", { level: 2 }).first()
/** The playing item's title, artist and views, under the picture. */
export const nowPlayingInfo = (page: Page) => nowPlaying(page).locator("..")

export const currentTime = (media: Locator) => media.evaluate((m: HTMLMediaElement) => m.currentTime)
export const isPaused = (media: Locator) => media.evaluate((m: HTMLMediaElement) => m.paused)
export const isMuted = (media: Locator) => media.evaluate((m: HTMLMediaElement) => m.muted)
export const duration = (media: Locator) => media.evaluate((m: HTMLMediaElement) => m.duration)

/** Waits until real playback has moved past `seconds`. */
export async function expectPlayingPast(media: Locator, seconds: number) {
  await expect.poll(() => currentTime(media), { message: `playback passes ${seconds} s` }).toBeGreaterThan(seconds)
  expect(await isPaused(media)).toBe(false)
}

/** Clicks the seek slider at this share of its length, as a visitor jumping ahead would. */
export async function seekTo(page: Page, share: number) {
  const slider = player(page).getByRole("slider", { name: "Seek" })
  // boundingBox() answers at once, null while the slider is not yet laid out: wait for it to show.
  await expect(slider).toBeVisible()
  const box = (await slider.boundingBox())!
  await slider.click({ position: { x: box.width * share, y: box.height / 2 } })
}

/** Waits until the player has the item loaded: the slider replaces the loading text. */
export async function waitUntilLoaded(page: Page) {
  await expect(player(page).getByRole("slider", { name: "Seek" })).toBeVisible()
}

/** Opens a page with a player, waits until it has loaded and starts the first item. */
export async function openAndPlay(page: Page, path: string) {
  await page.goto(path)
  await waitUntilLoaded(page)
  await control(page, "Play").click()
}

/** axe finds nothing in the player's page, in the dark theme and then in the light one. */
export async function expectAccessibleInBothThemes(page: Page, path: string) {
  // axe checks the whole page twice; on a busy machine that takes a while.
  test.slow()
  await page.goto(path)
  await waitUntilLoaded(page)
  await expectAccessible(page)
  await page.evaluate(() => document.documentElement.setAttribute("data-theme", "light"))
  await expect(player(page)).toHaveAttribute("data-theme", "light")
  await expectAccessible(page)
}
