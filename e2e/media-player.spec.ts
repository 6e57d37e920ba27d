import {
  control,
  currentTime,
  expect,
  expectAccessibleInBothThemes,
  expectPlayingPast,
  isPaused,
  mediaElement,
  nowPlaying,
  openAndPlay,
  opening,
  player,
  playlistFile,
  seekTo,
  sidebar,
  test,
  TEXT,
  videos,
  waitUntilLoaded,
} from "./media-player-helpers"

// Direct links, the address and the share button: media-player-links.spec.ts; view counts: media-player-views.spec.ts.
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
