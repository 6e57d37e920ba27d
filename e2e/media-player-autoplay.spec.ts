import { expect, expectPlayingPast, isMuted, mediaElement, nowPlaying, playlistFile, test } from "./media-player-helpers"

// A browser that lets this site autoplay with sound (as Chromium does for sites a visitor plays media on
// often). The flag stands in for that engagement; the other tests keep Chromium's default policy.
test.use({
  launchOptions: async ({ launchOptions }, provide) => {
    await provide({ ...launchOptions, args: [...(launchOptions.args ?? []), "--autoplay-policy=no-user-gesture-required"] })
  },
})

test("a direct link autoplays with sound where the browser allows it", async ({ page }) => {
  const item = playlistFile.playlists[0].items[1]
  await page.goto(`/experiment/media-player?title=${encodeURIComponent(item.title)}&artist=${encodeURIComponent(item.artist!)}`)
  await expect(nowPlaying(page)).toHaveText(item.title)
  await expectPlayingPast(mediaElement(page), 0.3)
  await expect.poll(() => isMuted(mediaElement(page))).toBe(false)
})
