import type { Page } from "@playwright/test"
import { experiments, publishedOriginals } from "./content"
import { expect, test } from "./fixtures"

const newest = [...publishedOriginals].sort((a, b) => b.date.localeCompare(a.date))[0]
// Each experiment's page is headed with its card's title.
const firstExperiment = { title: experiments[0].title, path: experiments[0].path, heading: experiments[0].title }
const newestPost = { title: newest.title, path: newest.path, heading: newest.title }

const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)

// Lists of cards are kept as the server wrote them on the first load (never hydrated, which is what
// made phones wait); they must still look and work like the rest of the site.
for (const { route, list: listName, first, linkTo } of [
  { route: "/blog", list: "Posts", first: newestPost, linkTo: newestPost },
  { route: "/", list: "Latest posts", first: newestPost, linkTo: newestPost },
  { route: "/experiments", list: "Experiments", first: firstExperiment, linkTo: firstExperiment },
]) {
  test.describe(`the card list of ${route}`, () => {
    test("keeps the server's cards through hydration", async ({ page }) => {
      await page.goto(route)
      const list = page.getByRole("list", { name: listName, exact: true })
      await list.evaluate(element => Object.assign(window, { firstCard: element.querySelector("article") }))
      await hydrated(page)
      expect(await list.evaluate(element => element.querySelector("article") === (window as unknown as { firstCard: Element }).firstCard)).toBe(true)
      await expect(list.getByRole("article").first().getByRole("heading")).toHaveText(first.title)
    })

    test("follows its links inside the site without reloading the page, and shows the list again on the way back", async ({ page }) => {
      await page.goto(route)
      await hydrated(page)
      await page.evaluate(() => Object.assign(window, { samePage: true }))
      const list = page.getByRole("list", { name: listName, exact: true })
      await list.getByRole("link", { name: linkTo.title, exact: true }).click()
      await expect(page).toHaveURL(linkTo.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(linkTo.heading)
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)

      await page.goBack()
      await expect(list.getByRole("article").first().getByRole("heading")).toHaveText(first.title)
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    })

    test("leaves a click that asks for a new tab to the browser", async ({ page, context }) => {
      await page.goto(route)
      await hydrated(page)
      const opened = context.waitForEvent("page")
      await page.getByRole("list", { name: listName, exact: true }).getByRole("link", { name: linkTo.title, exact: true }).click({ modifiers: ["ControlOrMeta"] })
      await expect(await opened).toHaveURL(new RegExp(`${linkTo.path}$`))
      await expect(page).toHaveURL(route)
    })
  })
}
