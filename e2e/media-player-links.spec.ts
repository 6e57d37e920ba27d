import { control, expect, expectPlayingPast, isMuted, isPaused, mediaElement, nowPlaying, opening, player, sidebar, test, TEXT, videos, waitUntilLoaded } from "./media-player-helpers"

// The player's own page and playback: media-player.spec.ts.
test.describe("MateoTube", () => {
  // Chromium's own autoplay policy decides these two. Playwright's evaluations count as the visitor's gestures,
  // so these tests wait for the page's own signal (the alert, the logged refusal) before looking at anything.
  test("a direct link with title and artist opens that item first, names the page after it, and autoplays", async ({ page, dialogs }) => {
    const item = videos.items[2]
    dialogs.expect([TEXT.autoplayMuted])
    const alerted = page.waitForEvent("dialog")
    await page.goto(`/experiment/media-player?title=${encodeURIComponent(item.title)}&artist=${encodeURIComponent(item.artist!)}`)
    // Chromium lets a video start muted but pauses it on unmuting without a click: the player plays on muted and says so.
    expect((await alerted).message()).toBe(TEXT.autoplayMuted)
    await expectPlayingPast(mediaElement(page), 0.3)
    expect(await isMuted(mediaElement(page))).toBe(true)
    await expect(control(page, "Unmute")).toBeVisible()
    await expect(nowPlaying(page)).toHaveText(item.title)
    await expect(sidebar(page).getByRole("listitem").first()).toContainText(item.title)
    await expect(page).toHaveTitle(item.title)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", item.title)
    await expect(page.locator('meta[property="og:video"]')).toHaveAttribute("content", `https://riffandcode.dev${item.url}`)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/thumbnails\/counting-in-seven\.jpg$/)
  })

  test("an audio direct link waits for a click where the browser refuses even muted autoplay", async ({ page }) => {
    const item = opening.items[2]
    const refused = page.waitForEvent("console", message => message.text().startsWith("Autoplay was blocked by the browser"))
    await page.goto(`/experiment/media-player?title=${encodeURIComponent(item.title)}&autoplay=true`)
    await refused
    await expect(nowPlaying(page)).toHaveText(item.title)
    await expect(control(page, "Play")).toBeVisible()
    expect(await isPaused(mediaElement(page))).toBe(true)
    expect(await isMuted(mediaElement(page))).toBe(false)
    await control(page, "Play").click()
    await expectPlayingPast(mediaElement(page), 0.2)
  })

  test("keeps the page's own title when a direct link matches nothing", async ({ page }) => {
    await page.goto("/experiment/media-player?title=No%20such%20song")
    await expect(nowPlaying(page)).toHaveText(opening.items[0].title)
    await expect(page).toHaveTitle("MateoTube - Riff & Code")
  })

  test("picking a playlist puts it in the address without navigating", async ({ page }) => {
    await page.goto("/experiment/media-player")
    await waitUntilLoaded(page)
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
    await player(page).getByRole("combobox", { name: "Playlist" }).selectOption(videos.id)
    await expect(page).toHaveURL(`/experiment/media-player?playlist=${videos.id}`)
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
    await expect(sidebar(page).getByRole("heading", { name: videos.title })).toBeVisible()
    await expect(nowPlaying(page)).toHaveText(opening.items[0].title)
  })

  test("the share button copies a link to the playing item and says Copied!", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto(`/experiment/media-player?playlist=${videos.id}`)
    await waitUntilLoaded(page)
    await control(page, "Share").click()
    await expect(control(page, "Copied!")).toBeVisible()
    const item = videos.items[0]
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(
      `${baseURL}/experiment/media-player?title=${encodeURIComponent(item.title)}&artist=${encodeURIComponent(item.artist!)}&autoplay=true&playlist=${videos.id}`,
    )
    await expect(control(page, "Share")).toBeVisible()
  })
})
