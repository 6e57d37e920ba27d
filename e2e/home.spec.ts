import { filterProjects, HOME_LIST_SIZE, isInternalLink, type ProjectFilter } from "../src/lib/project-filters"
import { sentEvents, stubGtag, waitForPageView } from "./gtag-stub"
import { homeData as home, homeProjects, publishedOriginals } from "./content"
import { expect, expectAccessible, jsonLd, test } from "./fixtures"
import { layoutShift, recordLayoutShift } from "./layout-shift"

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const KEEP_ALIVE = /\/rest\/v1\/live_media_views\?select=playlist_id&limit=1$/

test.beforeEach(async ({ page }) => {
  await stubGtag(page)
})

test("the hero: a tagline with the years, a description, two buttons, seven profiles", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  const years = new Date().getFullYear() - 1995
  const taglines = home.taglines.map(escape).join("|")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^(${taglines}) for the past ${years} years \\(and counting\\)$`))
  const descriptions = home.hero_descriptions.map(d => page.getByText(d.text, { exact: true }))
  await expect(descriptions[0].or(descriptions[1]).or(descriptions[2])).toBeVisible()
  await expect(page.getByRole("img", { name: "Portrait of Mateo Ríos" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Get to know me" })).toHaveAttribute("href", "/about")
  await expect(page.getByRole("main").getByRole("link", { name: "Now", exact: true })).toHaveAttribute("href", "/now")
  const profiles = page.getByRole("list", { name: "Profiles" }).getByRole("link")
  await expect(profiles).toHaveCount(7)
  for (const profile of await profiles.all()) await expect(profile).toHaveAttribute("target", "_blank")
})

test("the hero's random pick is drawn as the page loads and kept when it becomes interactive", async ({ page }) => {
  await page.addInitScript(() => {
    Math.random = () => 0.99
    const replaced: string[] = []
    Object.assign(window, { replacedHeroText: replaced })
    new MutationObserver(records => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest("h1")) continue
        // The hero's text changes by replacing its element; the load script only sets the text of the first one.
        for (const node of record.removedNodes) if (node instanceof Element) replaced.push(node.textContent ?? "")
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto("/")
  await waitForPageView(page)
  const years = new Date().getFullYear() - 1995
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${home.taglines.at(-1)} for the past ${years} years (and counting)`)
  await expect(page.getByText(home.hero_descriptions.at(-1)!.text, { exact: true })).toBeVisible()
  // Drawn once: a text replaced after hydration would be a second, late paint of the largest text.
  expect(await page.evaluate(() => (window as unknown as { replacedHeroText: string[] }).replacedHeroText)).toEqual([])
})

test("the hero picks another tagline and description every 15 seconds", async ({ page }) => {
  await page.clock.install()
  await page.goto("/")
  // The tooltip appears in the same round of effects that randomises the hero: the page has mounted.
  await expect(page.getByText("You can turn the light on and off")).toBeVisible()
  const heading = page.getByRole("heading", { level: 1 })
  const subtitle = heading.locator("+ p")
  const before = [await heading.textContent(), await subtitle.textContent()]
  await page.clock.runFor(15_000)
  await expect(heading).not.toHaveText(before[0]!)
  await expect(subtitle).not.toHaveText(before[1]!)
})

test("the page below the hero does not move when the hero changes its text", async ({ page }) => {
  await recordLayoutShift(page)
  await page.clock.install()
  await page.goto("/")
  await expect(page.getByText("You can turn the light on and off")).toBeVisible()
  const projects = page.getByRole("heading", { level: 2 }).first()
  const before = await projects.boundingBox()
  for (let round = 0; round < 4; round++) {
    await page.clock.runFor(15_000)
    expect(await projects.boundingBox()).toEqual(before)
  }
  expect(await layoutShift(page)).toBeLessThan(0.01)
})

test("a reader who jumps to View All Posts finds it where it landed: the posts above it are already drawn", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  const moved = await page.getByRole("link", { name: "View All Posts" }).evaluate(async link => {
    link.scrollIntoView({ block: "center" })
    const landed = link.getBoundingClientRect().top
    // A card drawn only once it comes near is drawn in the frames after the jump.
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame)
    return link.getBoundingClientRect().top - landed
  })
  expect(moved).toBe(0)
})

test("each hero profile click is tracked as an outbound click", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  const profiles = page.getByRole("list", { name: "Profiles" }).getByRole("link")
  const urls = await profiles.evaluateAll(anchors => anchors.map(a => (a as HTMLAnchorElement).href))
  for (const i of urls.keys()) {
    const popup = page.waitForEvent("popup")
    await profiles.nth(i).click()
    await (await popup).close()
  }
  expect((await sentEvents(page, "click")).map(event => event.event_label)).toEqual(urls)
})

test("Recent Projects: home projects by order, filtered in place", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  const section = page.getByRole("region", { name: "Recent Projects" })
  const titles = section.getByRole("list", { name: "Projects" }).getByRole("heading")
  const filters = section.getByRole("group", { name: "Filter projects" }).getByRole("button")
  await expect(filters).toHaveText(["Latest", "Tech", "Books", "Music"])
  await expect(filters.first()).toHaveAttribute("aria-pressed", "true")
  // An external project's title also tells screen readers it opens a new tab.
  const titled = (projects: typeof homeProjects) => projects.slice(0, 6).map(p => new RegExp(`^${escape(p.title)}( \\(opens in a new tab\\))?$`))
  await expect(titles).toHaveText(titled(homeProjects))
  await expect(section.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/projects")

  for (const category of ["tech", "books", "music"]) {
    await section.getByRole("button", { name: category[0].toUpperCase() + category.slice(1) }).click()
    const expected = homeProjects.filter(p => p.category === category)
    await expect(titles).toHaveText(titled(expected))
    await expect(section.getByRole("link", { name: "View All Projects" })).toHaveCount(expected.length > 6 ? 1 : 0)
  }
  await expect(page).toHaveURL(/\/$/)
})

test("a project without a page opens Coming Soon!, closed by each of its three ways", async ({ page }) => {
  const soon = homeProjects.slice(0, 6).find(p => p.link === "#")!
  await page.goto("/")
  await waitForPageView(page)
  const open = page.getByRole("button", { name: soon.title })
  const dialog = page.getByRole("dialog", { name: "Coming Soon!" })

  await open.click()
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(soon.title)
  await expect(dialog).toContainText("I'm working on a detailed blog post about this project. Check back soon for the full story!")
  await expectAccessible(page)
  await dialog.getByRole("button", { name: "Got it!" }).click()
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()

  await open.click()
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()

  await open.click()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()

  await open.click()
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()

  const views = await sentEvents(page, "view_item")
  expect(views).toHaveLength(4)
  expect(views[0]).toEqual({
    currency: "USD",
    value: 0,
    items: [{ item_id: soon.slug, item_name: soon.title, item_category: soon.category, quantity: 1 }],
  })
})

test("after a filter, its cards still open Coming Soon! and count the view", async ({ page }) => {
  const soon = homeProjects.find(p => p.link === "#" && filterProjects(homeProjects, p.category as ProjectFilter).indexOf(p) < HOME_LIST_SIZE)
  test.skip(!soon, "no home project without a page is among the first of its category")
  if (!soon) return
  await page.goto("/")
  await waitForPageView(page)
  const section = page.getByRole("region", { name: "Recent Projects" })
  await section.getByRole("button", { name: soon.category[0].toUpperCase() + soon.category.slice(1), exact: true }).click()
  await section.getByRole("button", { name: soon.title, exact: true }).click()
  await expect(page.getByRole("dialog", { name: "Coming Soon!" })).toContainText(soon.title)
  expect((await sentEvents(page, "view_item")).map(v => (v.items as Array<{ item_id: string }>)[0].item_id)).toEqual([soon.slug])
})

test("project cards open other sites in a new tab and this site's pages in place", async ({ page }) => {
  const external = homeProjects.slice(0, 6).find(p => /^https:/.test(p.link))!
  const internal = homeProjects.slice(0, 6).find(p => isInternalLink(p.link))!
  await page.goto("/")
  await waitForPageView(page)

  const popup = page.waitForEvent("popup")
  await page.getByRole("link", { name: external.title }).click()
  expect((await popup).url()).toBe(external.link)
  await (await popup).close()
  expect(await sentEvents(page, "click")).toEqual([{ event_category: "outbound", event_label: external.link, transport_type: "beacon" }])

  await page.getByRole("link", { name: internal.title }).click()
  await expect(page).toHaveURL(new RegExp(`${internal.link}$`))
  expect((await sentEvents(page, "view_item")).map(v => (v.items as Array<{ item_id: string }>)[0].item_id)).toEqual([external.slug, internal.slug])
})

test("the six newest published posts, and View All Posts", async ({ page }) => {
  await page.goto("/")
  const section = page.getByRole("region", { name: "Latest from Riff & Code Blog" })
  const newest = [...publishedOriginals].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, 6)
  await expect(section.getByRole("list", { name: "Latest posts" }).getByRole("heading")).toHaveText(newest.map(a => a.title))
  await expect(section.getByRole("link", { name: "View All Posts" })).toHaveAttribute("href", "/blog")
})

test("home's search-engine metadata", async ({ page }) => {
  await page.goto("/")
  await expect(page).toHaveTitle("Riff & Code - Mateo Ríos")
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Mateo Ríos writes about software/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://riffandcode.dev/")
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/riffandcode\.dev\/static\//)
  const data = await jsonLd(page)
  expect(data.map(d => d["@type"])).toEqual(["WebSite", "Person"])
  expect(data[1].sameAs).toHaveLength(7)
})

test("one keep-alive read on load, without loading the Supabase client", async ({ page }) => {
  const reads: string[] = []
  await page.route(KEEP_ALIVE, route => {
    reads.push(route.request().url())
    return route.fulfill({ status: 200, contentType: "application/json", body: '[{"playlist_id":"intro"}]' })
  })
  const scripts: Array<Promise<string>> = []
  page.on("response", response => {
    if (response.request().resourceType() === "script") scripts.push(response.text())
  })
  const keptAlive = page.waitForEvent("console", message => message.type() === "info" && message.text() === "Keep-alive read done (1 row)")
  await page.goto("/")
  await keptAlive
  await page.waitForLoadState("networkidle")
  expect(reads).toHaveLength(1)
  for (const script of await Promise.all(scripts)) expect(script).not.toContain("PostgrestClient")
})

test.describe("when the database cannot be reached", () => {
  // The browser itself reports the failed request; the page must add nothing of its own.
  test.use({ failingRequests: KEEP_ALIVE })

  for (const [failure, answer] of [
    ["answers 503", { status: 503 }],
    ["refuses the connection", "connectionrefused"],
  ] as const) {
    test(`the keep-alive read fails silently when it ${failure}`, async ({ page }) => {
      let reads = 0
      await page.route(KEEP_ALIVE, route => {
        reads += 1
        return typeof answer === "string" ? route.abort(answer) : route.fulfill({ ...answer, body: "{}" })
      })
      // The read starts after the page is interactive; its completion note says it has ended.
      const kept = page.waitForEvent("console", message => message.type() === "info" && /^keep-alive/i.test(message.text()))
      await page.goto("/")
      await waitForPageView(page)
      await kept
      expect(reads).toBe(1)
      await expect(page.getByRole("heading", { name: "Recent Projects" })).toBeVisible()
    })
  }
})

test("home has no accessibility violations, in either theme", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  await expectAccessible(page)
  await page.getByRole("switch", { name: "Light theme" }).click()
  await expectAccessible(page)
})
