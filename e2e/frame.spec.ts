import { sentEvents, stubGtag, waitForPageView } from "./gtag-stub"
import { homeData } from "./content"
import { expect, test } from "./fixtures"
import { recordStorageReads, storageReads } from "./storage-reads"

test.beforeEach(async ({ page }) => {
  await stubGtag(page)
})

test("the navigation bar: brand to home and the eight links in the spec's order", async ({ page }) => {
  await page.goto("/about")
  await expect(page.getByRole("link", { name: "Riff & Code", exact: true })).toHaveAttribute("href", "/")
  const links = page.getByRole("navigation", { name: "Main" }).getByRole("link")
  await expect(links).toHaveText(["Home", "Now", "Blog", "Projects", "Audio and Video", "Experiments", "About", "Contact"])
  const hrefs = await links.evaluateAll(anchors => anchors.map(a => a.getAttribute("href")))
  expect(hrefs).toEqual(["/", "/now", "/blog", "/projects", "/experiment/media-player", "/experiments", "/about", "/contact"])
  // No hamburger on desktop: the links are right there.
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden()
})

test("the theme switch saves the choice for a year and records it", async ({ page, context }) => {
  await page.goto("/")
  await waitForPageView(page)
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  const toggle = page.getByRole("switch", { name: "Light theme" })
  await expect(toggle).toHaveAttribute("aria-checked", "false")
  await toggle.click()
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
  await expect(toggle).toHaveAttribute("aria-checked", "true")

  const cookie = (await context.cookies()).find(c => c.name === "theme")
  expect(cookie).toMatchObject({ value: "light", path: "/" })
  const days = (cookie!.expires - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364.9)
  expect(days).toBeLessThanOrEqual(365)
  expect(await sentEvents(page, "theme_change")).toEqual([{ event_category: "preferences", event_label: "light" }])

  await toggle.click()
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  expect(await sentEvents(page, "theme_change")).toHaveLength(2)
})

test("a saved theme is on the page before any script of the bundle runs", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "theme", value: "light", url: baseURL! }])
  // Hold the bundle back until the page has been inspected.
  let release!: () => void
  const held = new Promise<void>(resolve => (release = resolve))
  await page.route(/\/(app|framework|webpack-runtime)-[^/]*\.js$/, async route => {
    await held
    await route.continue()
  })
  await page.goto("/blog", { waitUntil: "domcontentloaded" })
  const first = await page.evaluate(() => ({
    bundleRan: "___loader" in window,
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
  }))
  expect(first).toEqual({ bundleRan: false, theme: "light", background: "rgb(251, 250, 247)" })
  release()
  await waitForPageView(page)
  await expect(page.getByRole("switch", { name: "Light theme" })).toHaveAttribute("aria-checked", "true")
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
})

test("the theme persists across a reload", async ({ page }) => {
  await page.goto("/now")
  await waitForPageView(page)
  await page.getByRole("switch", { name: "Light theme" }).click()
  await page.reload()
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
  await expect(page.getByRole("switch", { name: "Light theme" })).toHaveAttribute("aria-checked", "true")
})

test("the theme tooltip shows until dismissed, then never again", async ({ page }) => {
  await page.goto("/")
  const tip = page.getByRole("note").filter({ hasText: "You can turn the light on and off" })
  await expect(tip).toBeVisible()
  await tip.getByRole("button", { name: "Dismiss the theme tip" }).click()
  await expect(tip).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem("themeTooltipDismissed"))).toBe("true")

  await page.reload()
  await waitForPageView(page)
  await expect(tip).toBeHidden()
  await page.goto("/about")
  await waitForPageView(page)
  await expect(tip).toBeHidden()
})

test("the page reads the theme tooltip's flag only once it is idle, off the load's own tasks", async ({ page }) => {
  await recordStorageReads(page)
  await page.goto("/about")
  await expect(page.getByRole("note").filter({ hasText: "You can turn the light on and off" })).toBeVisible()
  expect(await storageReads(page, "themeTooltipDismissed")).toEqual([{ key: "themeTooltipDismissed", whenIdle: true }])
})

test("exactly one page_view per route change, the first load included", async ({ page, baseURL }) => {
  await page.goto("/?ref=test")
  await waitForPageView(page)
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click()
  await waitForPageView(page, 2)
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Now" }).click()
  await waitForPageView(page, 3)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What I'm doing now")
  expect(await sentEvents(page, "page_view")).toEqual([
    { page_path: "/?ref=test", page_title: "Riff & Code - Mateo Ríos", page_location: `${baseURL}/?ref=test` },
    { page_path: "/about", page_title: "About - Riff & Code", page_location: `${baseURL}/about` },
    { page_path: "/now", page_title: "What I'm doing now - Riff & Code", page_location: `${baseURL}/now` },
  ])
})

test("a route change scrolls to the top, going back included", async ({ page }) => {
  await page.goto("/")
  await waitForPageView(page)
  await page.getByRole("link", { name: "View All Posts" }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page.getByRole("heading", { name: "Recent Projects" })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("a link's page is loaded before it is followed", async ({ page }) => {
  const pageData: string[] = []
  page.on("request", request => {
    const match = new URL(request.url()).pathname.match(/^\/page-data\/(.+)\/page-data\.json$/)
    if (match) pageData.push(match[1])
  })
  await page.goto("/")
  await waitForPageView(page)
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).hover()
  await expect.poll(() => pageData).toContain("about")
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click()
  await expect(page).toHaveURL(/\/about$/)
  // Following the link reuses what was loaded.
  expect(pageData.filter(path => path === "about")).toHaveLength(1)
})

test("the footer: about text, interests, tracked profiles, newsletter note, copyright and version", async ({ page }) => {
  await page.goto("/blog")
  const footer = page.getByRole("contentinfo")
  await expect(footer.getByRole("heading", { name: "About" })).toBeVisible()
  await expect(footer).toContainText(homeData.footer_about)
  await expect(footer.getByRole("heading", { name: "Interests" })).toBeVisible()
  await expect(footer.getByRole("heading", { name: "Interests" }).locator("..").getByRole("listitem")).toHaveText([
    "Coding and software architecture",
    "Entrepreneurship",
    "Sleight-of-hand card magic",
    "Instrumental guitar",
  ])
  await expect(footer.getByRole("heading", { name: "Connect" }).locator("..").getByRole("link")).toHaveCount(7)
  await expect(footer).toContainText("Add newsletter@riffandcode.dev to your contacts")
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Mateo Ríos`)
  await expect(footer).toContainText("2025.09.27.1356")
})

test("each footer profile opens in a new tab and is tracked as an outbound click", async ({ page }) => {
  await page.goto("/about")
  await waitForPageView(page)
  const links = page.getByRole("heading", { name: "Connect" }).locator("..").getByRole("link")
  const urls = await links.evaluateAll(anchors => anchors.map(a => (a as HTMLAnchorElement).href))
  for (const [i, url] of urls.entries()) {
    const popup = page.waitForEvent("popup")
    await links.nth(i).click()
    await (await popup).close()
    expect((await sentEvents(page, "click"))[i]).toEqual({ event_category: "outbound", event_label: url, transport_type: "beacon" })
  }
})

test("the footer signup posts the Netlify form to the thank-you page after recording the signup", async ({ page }) => {
  let posted: URLSearchParams | undefined
  await page.route("**/newsletter-success", route => {
    if (route.request().method() !== "POST") return route.fallback()
    posted = new URLSearchParams(route.request().postData() ?? "")
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Thanks</title><h1>Thanks</h1>" })
  })
  await page.goto("/")
  await waitForPageView(page)
  const form = page.getByRole("form", { name: "Newsletter signup" })
  await form.getByRole("button", { name: "Subscribe" }).click()
  // Both fields are required: nothing is sent empty.
  await expect(form.getByLabel("Name")).toBeFocused()

  await form.getByLabel("Name").fill("Ana")
  await form.getByLabel("Email").fill("not-an-email")
  await form.getByRole("button", { name: "Subscribe" }).click()
  await expect(form.getByLabel("Email")).toBeFocused()

  await form.getByLabel("Email").fill("ana@example.com")
  await form.getByRole("button", { name: "Subscribe" }).click()
  await expect(page).toHaveURL(/\/newsletter-success$/)
  expect(Object.fromEntries(posted!)).toEqual({ "form-name": "newsletter", "bot-field": "", name: "Ana", email: "ana@example.com" })
  expect(await sentEvents(page, "newsletter_signup")).toEqual([
    { event_category: "conversion", event_label: "footer", source: "footer", transport_type: "beacon" },
  ])
})
