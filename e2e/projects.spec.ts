import type { Page } from "@playwright/test"
import { filterProjects, isInternalLink, type ProjectFilter } from "../src/lib/project-filters"
import { sentEvents, stubGtag, waitForPageView } from "./gtag-stub"
import { projectFiles } from "./content"
import { expect, expectAccessible, test } from "./fixtures"

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The card titles a page should show, in order (a link to another site adds "(opens in a new tab)"). */
const byOrder = (filter: ProjectFilter = "all") =>
  filterProjects(projectFiles, filter).map(p => new RegExp(`^${escapeRegExp(p.title)}( \\(opens in a new tab\\))?$`))

const cards = (page: Page) => page.getByRole("list", { name: "Projects" }).getByRole("heading", { level: 2 })
const filters = (page: Page) => page.getByRole("group", { name: "Filter projects" })

test.describe("the projects pages", () => {
  test("/projects shows every project by ascending order, with its canonical link", async ({ page }) => {
    await page.goto("/projects")
    await expect(page).toHaveTitle("Projects - Riff & Code")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projects")
    await expect(filters(page).getByRole("button")).toHaveText(["All", "Tech", "Books", "Music"])
    await expect(filters(page).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true")
    await expect(cards(page)).toHaveText(byOrder())
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://riffandcode.dev/projects")
    await expectAccessible(page)
  })

  for (const [category, label] of [
    ["tech", "Tech"],
    ["books", "Books"],
    ["music", "Music"],
  ] as const) {
    test(`/projects/${category} shows only ${category} projects`, async ({ page }) => {
      await page.goto(`/projects/${category}`)
      await expect(page).toHaveTitle(`${label} Projects - Riff & Code`)
      await expect(filters(page).getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true")
      await expect(cards(page)).toHaveText(byOrder(category))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://riffandcode.dev/projects/${category}`)
    })
  }

  test("the filter buttons navigate, and the filter follows the address back and forth", async ({ page }) => {
    await stubGtag(page)
    await page.goto("/projects")
    // The buttons work once the page is interactive; the first page view says it is.
    await waitForPageView(page)
    await filters(page).getByRole("button", { name: "Books" }).click()
    await expect(page).toHaveURL("/projects/books")
    await expect(cards(page)).toHaveText(byOrder("books"))
    await filters(page).getByRole("button", { name: "Music" }).click()
    await expect(page).toHaveURL("/projects/music")
    await expect(cards(page)).toHaveText(byOrder("music"))
    await page.goBack()
    await expect(page).toHaveURL("/projects/books")
    await expect(filters(page).getByRole("button", { name: "Books" })).toHaveAttribute("aria-pressed", "true")
    await expect(cards(page)).toHaveText(byOrder("books"))
    await filters(page).getByRole("button", { name: "All" }).click()
    await expect(page).toHaveURL("/projects")
    await expect(cards(page)).toHaveText(byOrder())
  })

  test("cards open other sites in a new tab and this site's pages in place, tracking each view", async ({ page }) => {
    await stubGtag(page)
    await page.goto("/projects")
    await waitForPageView(page)
    const external = projectFiles.find(p => /^https?:\/\//.test(p.link))!
    const link = page.getByRole("link", { name: external.title })
    await expect(link).toHaveAttribute("href", external.link)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")

    const internal = projectFiles.find(p => isInternalLink(p.link))!
    const internalLink = page.getByRole("link", { name: internal.title })
    await expect(internalLink).not.toHaveAttribute("target")
    await internalLink.click()
    await expect(page).toHaveURL(internal.link)
    expect(await sentEvents(page, "view_item")).toEqual([
      { currency: "USD", value: 0, items: [{ item_id: internal.slug, item_name: internal.title, item_category: internal.category, quantity: 1 }] },
    ])
  })
})

test.describe("the Coming Soon! modal", () => {
  const soon = projectFiles.find(p => p.link === "#")!

  test("shows the project, tracks the view, traps the keyboard and gives focus back", async ({ page }) => {
    await stubGtag(page)
    await page.goto("/projects")
    await waitForPageView(page)
    const opener = page.getByRole("button", { name: soon.title })
    await opener.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Coming Soon!" })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(soon.title)
    await expect(dialog).toContainText("I'm working on a detailed blog post about this project. Check back soon for the full story!")
    await expectAccessible(page)

    const close = dialog.getByRole("button", { name: "Close" })
    const gotIt = dialog.getByRole("button", { name: "Got it!" })
    await expect(close).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(gotIt).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(close).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(gotIt).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(close).toBeFocused()

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    expect(await sentEvents(page, "view_item")).toEqual([
      { currency: "USD", value: 0, items: [{ item_id: soon.slug, item_name: soon.title, item_category: soon.category, quantity: 1 }] },
    ])
  })

  test("opens from cards the browser drew after a filter's navigation, as from those the server sent", async ({ page }) => {
    await stubGtag(page)
    await page.goto("/projects")
    await waitForPageView(page)
    await filters(page).getByRole("button", { name: soon.category[0].toUpperCase() + soon.category.slice(1), exact: true }).click()
    await expect(page).toHaveURL(`/projects/${soon.category}`)
    await expect(cards(page)).toHaveText(byOrder(soon.category as ProjectFilter))
    await page.getByRole("button", { name: soon.title, exact: true }).click()
    await expect(page.getByRole("dialog", { name: "Coming Soon!" })).toContainText(soon.title)
    expect(await sentEvents(page, "view_item")).toEqual([
      { currency: "USD", value: 0, items: [{ item_id: soon.slug, item_name: soon.title, item_category: soon.category, quantity: 1 }] },
    ])
  })

  test("closes with Got it!, the close button and a click on the overlay", async ({ page }) => {
    await stubGtag(page)
    await page.goto(`/projects/${soon.category}`)
    await waitForPageView(page)
    const opener = page.getByRole("button", { name: soon.title })
    const dialog = page.getByRole("dialog", { name: "Coming Soon!" })
    for (const close of [
      () => dialog.getByRole("button", { name: "Got it!" }).click(),
      () => dialog.getByRole("button", { name: "Close" }).click(),
      () => page.mouse.click(5, 5),
    ]) {
      await opener.click()
      await expect(dialog).toBeVisible()
      await close()
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
    }
  })
})

test.describe("an unknown category", () => {
  test.use({ notFoundExpected: true })

  for (const path of ["/projects/games", "/projects/Tech"]) {
    test(`${path} shows the not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole("heading", { name: "404 - Lost in the Mosh Pit!" })).toBeVisible()
    })
  }
})
