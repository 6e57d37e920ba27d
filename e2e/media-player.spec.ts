import { STUB_SUPABASE_URL, stubSupabase } from "./supabase-stub"
import {
  control,
  currentTime,
  expect,
  expectAccessibleInBothThemes,
  expectPlayingPast,
  isMuted,
  isPaused,
  mediaElement,
  nowPlaying,
  nowPlayingInfo,
  openAndPlay,
  player,
  playlistFile,
  seekTo,
  sidebar,
  test,
  TEXT,
  waitUntilLoaded,
} from "./media-player-helpers"

// The page opens on the file's first playlist; the video tests take the first playlist of videos.
const [opening] = playlistFile.playlists
const videos = playlistFile.playlists.find(p => p.items.every(item => item.type === "video"))!

test.describe("MateoTube", () => {
  test("loads every playlist, shows the first, and links back to the experiments", async ({ page }) => {
    await page.goto("/experiment/media-player")
    await expect(page).toHaveTitle("MateoTube - Riff & Code")
    await expect(page.getByRole("heading", { level: 1, name: "MateoTube" })).toBeVisible()
    await expect(page.getByRole("link", { name: "← Back to experiments" })).toHaveAttribute("href", "/experiments")
    const options = player(page).getByRole("combobox", { name: "Playlist" }).getByRole("option")
    await expect(options).toHaveText(playlistFile.playlists.map(p => p.title))
    await expect(nowPlaying(page)).toHaveText(opening.items[0].title)
    await expect(sidebar(page).getByRole("listitem")).toHaveCount(opening.items.length)
    for (const item of opening.items.slice(1)) await expect(sidebar(page).getByRole("button", { name: new RegExp(item.title) })).toContainText("0% watched")
  })

  test("plays and pauses a real audio file", async ({ page }) => {
    await openAndPlay(page, "/experiment/media-player")
    await expectPlayingPast(mediaElement(page), 0.5)
    await control(page, "Pause").click()
    expect(await isPaused(mediaElement(page))).toBe(true)
    await expect(control(page, "Play")).toBeVisible()
  })

  test("plays a real video file", async ({ page }) => {
    await page.goto(`/experiment/media-player?playlist=${videos.id}`)
    await waitUntilLoaded(page)
    await expect(player(page).locator("video")).toHaveAttribute("src", videos.items[0].url)
    await control(page, "Play").click()
    await expectPlayingPast(mediaElement(page), 0.5)
    expect(await mediaElement(page).evaluate((video: HTMLVideoElement) => video.videoWidth)).toBe(320)
  })

  test("disables previous on the first item, next on the last, and both while loading", async ({ page }) => {
    let release!: () => void
    const released = new Promise<void>(resolve => (release = resolve))
    await page.route(`**${videos.items[1].url}`, async route => {
      await released
      await route.continue()
    })
    await page.goto(`/experiment/media-player?playlist=${videos.id}`)
    await waitUntilLoaded(page)
    const previous = control(page, "Previous")
    const next = control(page, "Next")
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()

    await next.click()
    await expect(player(page).getByRole("status")).toHaveText(/^Loading\.\.\. \d+%$/)
    await expect(player(page).getByRole("slider", { name: "Seek" })).toHaveCount(0)
    await expect(previous).toBeDisabled()
    await expect(next).toBeDisabled()
    release()
    await waitUntilLoaded(page)
    await expect(nowPlaying(page)).toHaveText(videos.items[1].title)
    await expect(previous).toBeEnabled()

    await next.click()
    await waitUntilLoaded(page)
    await expect(nowPlaying(page)).toHaveText(videos.items[2].title)
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
  })

  test("keeps playing on the next item when it was playing", async ({ page }) => {
    await openAndPlay(page, "/experiment/media-player")
    await expectPlayingPast(mediaElement(page), 0.2)
    await control(page, "Next").click()
    await expect(mediaElement(page)).toHaveAttribute("src", opening.items[1].url)
    await expectPlayingPast(mediaElement(page), 0.2)
  })

  test("plays and pauses with Space and changes the volume with the arrow keys", async ({ page }) => {
    await page.goto("/experiment/media-player")
    await waitUntilLoaded(page)
    await player(page).getByRole("group", { name: `Audio: ${opening.items[0].title}` }).focus()
    await page.keyboard.press("Space")
    await expectPlayingPast(mediaElement(page), 0.2)
    await page.keyboard.press("Space")
    await expect.poll(() => isPaused(mediaElement(page))).toBe(true)
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowLeft")
    await expect(player(page).getByRole("slider", { name: "Volume" })).toHaveAttribute("aria-valuetext", "70%")
    await page.keyboard.press("ArrowUp")
    await expect(player(page).getByRole("slider", { name: "Volume" })).toHaveAttribute("aria-valuetext", "80%")
    expect(await mediaElement(page).evaluate((m: HTMLMediaElement) => m.volume)).toBe(0.8)
  })

  test("resumes an item from its saved position after a reload", async ({ page }) => {
    await openAndPlay(page, "/experiment/media-player")
    await seekTo(page, 0.4)
    await expectPlayingPast(mediaElement(page), 10)
    // Saved every 5 seconds while playing: wait for the save rather than pausing.
    await expect
      .poll(() => page.evaluate(id => JSON.parse(localStorage.getItem(`mediaPlayerProgress_${id}`) ?? "{}"), opening.id), { timeout: 10_000 })
      .toMatchObject({ [`${opening.id}_${opening.items[0].url}`]: { position: expect.any(Number) } })
    const saved = await page.evaluate(id => JSON.parse(localStorage.getItem(`mediaPlayerProgress_${id}`)!), opening.id)
    const position = saved[`${opening.id}_${opening.items[0].url}`].position as number
    expect(position).toBeGreaterThan(10)

    await page.reload()
    await waitUntilLoaded(page)
    await expect.poll(() => currentTime(mediaElement(page))).toBeCloseTo(position, 1)
    expect(await isPaused(mediaElement(page))).toBe(true)
  })

  test("shows how much of another item was watched", async ({ page }) => {
    await page.goto("/experiment/media-player")
    await page.evaluate(({ id, url }) => {
      localStorage.setItem(`mediaPlayerProgress_${id}`, JSON.stringify({ [`${id}_${url}`]: { position: 16, duration: 32, savedAt: 1 } }))
    }, { id: opening.id, url: opening.items[1].url })
    await page.reload()
    await expect(sidebar(page).getByRole("button", { name: new RegExp(opening.items[1].title) })).toContainText("50% watched")
  })

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

  test("a media file the browser cannot read is reported and playback stops", async ({ page, dialogs }) => {
    await page.route(`**${opening.items[3].url}`, route => route.fulfill({ status: 200, contentType: "audio/mpeg", body: "this is not audio" }))
    await page.goto("/experiment/media-player")
    await waitUntilLoaded(page)
    await sidebar(page).getByRole("button", { name: new RegExp(opening.items[3].title) }).click()
    await expect.poll(() => dialogs.seen).toEqual([expect.stringMatching(/^Error loading media: .+/)])
    dialogs.expect(dialogs.seen.slice())
    await expect(control(page, "Play")).toBeVisible()
  })

  test("has no accessibility violations in either theme", async ({ page }) => {
    await expectAccessibleInBothThemes(page, "/experiment/media-player")
  })
})

test.describe("the playlist file", () => {
  test.use({ failingRequests: /\/media-playlist\.json$/ })

  test("shows the loading message, then the empty message when the file answers non-OK", async ({ page }) => {
    let release!: () => void
    const released = new Promise<void>(resolve => (release = resolve))
    await page.route("**/media-playlist.json", async route => {
      await released
      await route.fulfill({ status: 500, body: "" })
    })
    await page.goto("/experiment/media-player")
    await expect(page.getByText(TEXT.loading)).toBeVisible()
    release()
    await expect(page.getByText(TEXT.empty)).toBeVisible()
    await expect(page.getByRole("link", { name: "← Back to experiments" })).toBeVisible()
  })

  test("shows the empty message for a malformed file", async ({ page }) => {
    await page.route("**/media-playlist.json", route => route.fulfill({ status: 200, contentType: "application/json", body: '{"playlists": [{"id": "x"' }))
    await page.goto("/experiment/media-player")
    await expect(page.getByText(TEXT.empty)).toBeVisible()
  })

  test("shows the empty message for a file without playlists", async ({ page }) => {
    await page.route("**/media-playlist.json", route => route.fulfill({ status: 200, contentType: "application/json", body: '{"playlists": []}' }))
    await page.goto("/experiment/media-player")
    await expect(page.getByText(TEXT.empty)).toBeVisible()
  })
})

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
