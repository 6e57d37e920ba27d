import { STUB_SUPABASE_URL, stubSupabase } from "./supabase-stub"
import { control, expect, expectPlayingPast, mediaElement, nowPlaying, nowPlayingInfo, player, playlistFile, seekTo, sidebar, test, videos, waitUntilLoaded } from "./media-player-helpers"

test.describe("view counts", () => {
  test("shows the counts and the backend receives exactly one increment per item per playback", async ({ page }) => {
    test.slow()
    const backend = await stubSupabase(page, { counts: { [videos.id]: { [videos.items[0].url]: 41 } } })
    await page.goto(`/experiment/media-player?playlist=${videos.id}`)
    await waitUntilLoaded(page)
    await expect(nowPlayingInfo(page)).toContainText("41 views")
    await expect(sidebar(page).getByRole("button", { name: new RegExp(videos.items[1].title) })).toContainText("0 views")
    // One read, of exactly the items the player lists, and of no other row of their playlists.
    expect(backend.reads).toEqual([playlistFile.playlists.flatMap(p => p.items.map(item => ({ playlist_id: p.id, media_url: item.url })))])

    const media = mediaElement(page)
    await control(page, "Play").click()
    const played: string[] = []
    for (const item of videos.items) {
      await expect(nowPlaying(page)).toHaveText(item.title)
      await expectPlayingPast(media, 0.1)
      // Jump to just before 90 percent: the view counts as playback passes it, and not again at the end.
      await seekTo(page, 0.85)
      played.push(item.url)
      await expect.poll(() => backend.increments.map(i => i.mediaUrl)).toEqual(played)
    }
    // After the last item the player stops: its end counted nothing more.
    await expect(control(page, "Play")).toBeVisible()
    await expect(sidebar(page).getByRole("button", { name: new RegExp(videos.items[0].title) })).toContainText("42 views")
    expect(backend.increments.map(i => i.mediaUrl)).toEqual(played)

    // Playing the last item again is a new playback.
    await control(page, "Play").click()
    await expectPlayingPast(media, 0.1)
    await seekTo(page, 0.85)
    await expect.poll(() => backend.increments.map(i => i.mediaUrl)).toEqual([...played, videos.items[2].url])
    await expect(control(page, "Play")).toBeVisible()
    await expect(nowPlayingInfo(page)).toContainText("2 views")
    expect(backend.increments.every(i => i.playlistId === videos.id)).toBe(true)
  })
})

test.describe("view counts of an item the backend does not list", () => {
  // The browser itself reports the refused call; the player says nothing.
  test.use({ failingRequests: new RegExp(`^${STUB_SUPABASE_URL.replace(/\./g, "\\.")}/rest/v1/rpc/increment_view_count$`) })

  test("the item plays through uncounted and the next one is counted", async ({ page }) => {
    const [first, second] = videos.items
    const backend = await stubSupabase(page, { counts: { [videos.id]: { [second.url]: 6 } }, unlisted: [{ playlist_id: videos.id, media_url: first.url }] })
    const warnings: string[] = []
    page.on("console", message => {
      if (message.type() === "warning") warnings.push(message.text())
    })
    await page.goto(`/experiment/media-player?playlist=${videos.id}`)
    await waitUntilLoaded(page)
    await control(page, "Play").click()
    await expectPlayingPast(mediaElement(page), 0.1)
    await seekTo(page, 0.85)
    await expect.poll(() => backend.increments.map(i => i.mediaUrl)).toEqual([first.url])
    await expect(nowPlaying(page)).toHaveText(second.title)
    await expectPlayingPast(mediaElement(page), 0.1)
    await seekTo(page, 0.85)
    await expect.poll(() => backend.increments.map(i => i.mediaUrl)).toEqual([first.url, second.url])
    await expect(nowPlayingInfo(page)).toContainText("7 views")
    expect(warnings.filter(text => text.startsWith("View counts"))).toEqual([])
  })
})

test.describe("view counts with the backend down", () => {
  test.use({ failingRequests: new RegExp(`^${STUB_SUPABASE_URL.replace(/\./g, "\\.")}/`) })

  test("the player works and shows no counts", async ({ page }) => {
    const backend = await stubSupabase(page, { failing: true })
    await page.goto(`/experiment/media-player?playlist=${videos.id}`)
    await waitUntilLoaded(page)
    await expect.poll(() => backend.reads.length).toBeGreaterThan(0)
    await control(page, "Play").click()
    await seekTo(page, 0.9)
    await expect(nowPlaying(page)).toHaveText(videos.items[1].title)
    await expectPlayingPast(mediaElement(page), 0.2)
    expect(backend.increments).toHaveLength(1)
    await expect(player(page).getByText(/^\d+ views?$/)).toHaveCount(0)
  })
})
