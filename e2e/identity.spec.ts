import type { Page } from "@playwright/test"
import { CMS_PATH, IDENTITY_WIDGET_URL } from "../src/lib/identity"
import { IDENTITY_LANDING_PATH } from "../src/lib/identity-link"
import { expect, test } from "./fixtures"
import { FAKE_IDENTITY_WIDGET } from "./identity-widget"

// The CMS page looks for Decap's local proxy server, which does not run in the tests, before using git-gateway.
test.use({ failingRequests: /^http:\/\/localhost:8081\// })

const emit = (page: Page, event: string) => page.evaluate(name => (window as unknown as { identityEmit(e: string): void }).identityEmit(name), event)

/** Waits for the site's code to watch the widget: the app starts after the page's first paint, which may follow its load event. */
const watched = (page: Page) => page.waitForFunction(() => (window as unknown as { identityWatched(): boolean }).identityWatched())

/** Every document the browser asked for, so a test can tell whether /admin/ was ever requested. */
function documentRequests(page: Page): string[] {
  const paths: string[] = []
  page.on("request", request => {
    if (request.resourceType() === "document") paths.push(new URL(request.url()).pathname)
  })
  return paths
}

test("with the identity widget on the page, a login sends the editor to /admin/", async ({ page }) => {
  await page.addInitScript(FAKE_IDENTITY_WIDGET)
  await page.goto("/blog")
  await watched(page)
  await emit(page, "init")
  await emit(page, "login")
  await expect(page).toHaveURL("/admin/")
})

test("a login after the widget failed to start goes nowhere", async ({ page }) => {
  await page.addInitScript(FAKE_IDENTITY_WIDGET)
  const documents = documentRequests(page)
  await page.goto("/blog")
  await watched(page)
  await emit(page, "error")
  await emit(page, "init")
  await emit(page, "login")
  // A navigation would have asked for /admin/ before this round trip to the page returned.
  await page.evaluate(() => document.title)
  await expect(page).toHaveURL("/blog")
  expect(documents).toEqual(["/blog"])
})

test("without the widget, nothing on the site leads to /admin/ or loads the widget", async ({ page }) => {
  const requested: string[] = []
  page.on("request", request => requested.push(request.url()))
  await page.goto("/blog")
  await expect(page.getByRole("list", { name: "Posts" })).toBeVisible()
  await expect(page.locator('a[href^="/admin"]')).toHaveCount(0)
  expect(requested.filter(url => url.startsWith(IDENTITY_WIDGET_URL) || url.includes("/admin/"))).toEqual([])
})

test("an invitation link on the landing page loads the widget, and accepting it opens the CMS's login", async ({ page }) => {
  // Decap's bundle is several megabytes of JavaScript: parsing it takes a while on a busy machine.
  test.slow()
  // The widget's script, answered here: the stand-in on the landing page, nothing on the CMS's page
  // (Decap then offers its own login). Each load is recorded with the page that asked for it.
  const loadedBy: string[] = []
  await page.route(IDENTITY_WIDGET_URL, route => {
    const pagePath = new URL(route.request().frame().url()).pathname
    loadedBy.push(pagePath)
    return route.fulfill({ contentType: "text/javascript", body: pagePath === IDENTITY_LANDING_PATH ? FAKE_IDENTITY_WIDGET : "" })
  })
  await page.goto(`${IDENTITY_LANDING_PATH}#invite_token=abc123`)
  await page.waitForFunction(() => "identityEmit" in window)
  await watched(page)
  await emit(page, "init")
  await emit(page, "login")
  await expect(page).toHaveURL(CMS_PATH)
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible({ timeout: 60_000 })
  expect(loadedBy).toEqual([IDENTITY_LANDING_PATH, CMS_PATH])
  // The fixture then checks that neither page reported a Content-Security-Policy violation.
})

test("an identity link elsewhere than the landing page loads nothing", async ({ page }) => {
  const requested: string[] = []
  page.on("request", request => requested.push(request.url()))
  await page.goto("/blog#invite_token=abc123")
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
  expect(requested.filter(url => url.startsWith(IDENTITY_WIDGET_URL))).toEqual([])
})
