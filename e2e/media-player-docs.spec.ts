import { mediaPlayerDocSteps } from "./content"
import { control, expect, expectAccessibleInBothThemes, mediaElement, nowPlaying, player, playlistById, playlistFile, sidebar, test, waitUntilLoaded } from "./media-player-helpers"

const SECTIONS = [
  "Quick start",
  "Live demo",
  "Layout modes",
  "Key features",
  "Media item structure",
  "Props",
  "Examples",
  "Advanced usage",
  "Direct linking",
  "Multi-playlist behaviour",
  "Browser support",
  "Licence",
]

const layoutButton = (page: import("@playwright/test").Page, name: string) => page.getByRole("group", { name: "Layout" }).getByRole("button", { name })

test.describe("the media player documentation", () => {
  test("is titled, kept out of search engines, and has every section", async ({ page }) => {
    await page.goto("/development/media-player-react")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("MediaPlayer React Component")
    await expect(page).toHaveTitle("MediaPlayer React Component - Riff & Code")
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    // The documentation's own sections; the embedded player has headings of its own further in.
    await expect(page.locator("article > h2")).toHaveText(SECTIONS)
    expect(mediaPlayerDocSteps).toHaveLength(3)
    for (const step of mediaPlayerDocSteps) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible()
    }
    await expect(page.getByText("View counts are stored globally in a hosted backend")).toBeVisible()
    await expect(page.getByRole("region", { name: "Props" }).getByRole("rowheader")).toHaveCount(12)
  })

  test("embeds the live player, which plays the demo media", async ({ page }) => {
    await page.goto("/development/media-player-react")
    await waitUntilLoaded(page)
    await expect(layoutButton(page, "Sidebar")).toHaveAttribute("aria-pressed", "true")
    await control(page, "Play").click()
    await expect.poll(() => mediaElement(page).evaluate((m: HTMLMediaElement) => m.currentTime)).toBeGreaterThan(0.3)
  })

  test("switches layouts, and the tutorial toggles between the course selection and the player", async ({ page }) => {
    await page.goto("/development/media-player-react")
    await waitUntilLoaded(page)
    await layoutButton(page, "Simple").click()
    await expect(player(page)).toHaveAttribute("data-layout", "simple")
    await expect(player(page).getByRole("complementary")).toHaveCount(0)

    await layoutButton(page, "Tutorial").click()
    await page.getByRole("button", { name: "Show Course Selection" }).click()
    const courses = page.getByRole("list", { name: "Courses" })
    await expect(courses.getByRole("button")).toHaveCount(playlistFile.playlists.length)
    const lessons = playlistById("video-lessons")
    await courses.getByRole("button", { name: new RegExp(lessons.title) }).click()
    await expect(player(page).getByRole("heading", { name: lessons.title })).toBeVisible()
    await expect(nowPlaying(page)).toHaveText(lessons.title)
    await expect(player(page).locator("video")).toHaveAttribute("src", lessons.items[0].url)

    await player(page).getByRole("button", { name: "← Back to courses" }).click()
    await expect(page.getByRole("button", { name: "Show Player" })).toBeVisible()
    await layoutButton(page, "Sidebar").click()
    await expect(courses).toHaveCount(0)
    await expect(player(page)).toHaveAttribute("data-layout", "sidebar")
  })

  test("multi-playlist: the dropdown changes only the sidebar; another playlist's item switches and plays", async ({ page }) => {
    const guitar = playlistById("guitar-sketches")
    const mix = playlistById("studio-mix")
    await page.goto("/development/media-player-react")
    await waitUntilLoaded(page)
    await layoutButton(page, "Multi-Playlist").click()
    await control(page, "Play").click()
    await player(page).getByRole("combobox", { name: "Playlist" }).selectOption(mix.id)
    await expect(page.getByText(`onPlaylistChange: ${mix.title}, shouldPlay false`)).toBeVisible()
    await expect(sidebar(page).getByRole("heading", { name: mix.title })).toBeVisible()
    await expect(nowPlaying(page)).toHaveText(guitar.items[0].title)
    expect(await mediaElement(page).evaluate((m: HTMLMediaElement) => m.paused)).toBe(false)

    await sidebar(page).getByRole("button", { name: new RegExp(mix.items[1].title) }).click()
    await expect(page.getByText(`onPlaylistChange: ${mix.title}, shouldPlay true`)).toBeVisible()
    await expect(nowPlaying(page)).toHaveText(mix.items[1].title)
    await expect.poll(() => mediaElement(page).evaluate((m: HTMLMediaElement) => m.currentTime)).toBeGreaterThan(0.3)
  })

  test("has no accessibility violations in either theme", async ({ page }) => {
    await expectAccessibleInBothThemes(page, "/development/media-player-react")
  })
})
