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

// The page is drawn before any of the app's code runs, then hydrates (src/lib/app-start.ts).
for (const route of ["/", newestPost.path, "/projects/inah"]) {
  test(`${route} adds the app's scripts only after the browser has rendered the page once, and then hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      // Frames the browser has begun rendering: each runs the animation frame callbacks, then paints.
      const state = { frames: 0, added: [] as Array<{ src: string; frames: number }> }
      Object.assign(window, { appStart: state })
      const count = () => {
        state.frames += 1
        requestAnimationFrame(count)
      }
      requestAnimationFrame(count)
      new MutationObserver(records => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.src) state.added.push({ src: new URL(node.src).pathname, frames: state.frames })
      }).observe(document, { childList: true, subtree: true })
    })
    const response = await page.goto(route)
    await hydrated(page)
    // Added by the page's starter, not by the parser: the served HTML preloads them and has no tag for them.
    expect(await response!.text()).not.toMatch(/<script[^>]* src="\/(app|framework|webpack-runtime)-/)
    const added = await page.evaluate(() => (window as unknown as { appStart: { added: Array<{ src: string; frames: number }> } }).appStart.added)
    const app = added.filter(script => /^\/(app|framework|webpack-runtime)-/.test(script.src))
    expect(app.map(script => script.src.split("-")[0]).sort()).toEqual(["/app", "/framework", "/webpack"])
    for (const script of app) expect(script.frames, script.src).toBeGreaterThanOrEqual(1)
  })
}
