import type { Page } from "@playwright/test"
import { confirmationLink, unsubscribeLink } from "../src/lib/newsletter-links"
import { newsletterToken } from "../src/lib/newsletter-token"
import {
  ARCHIVE_PATH,
  CONFIRM_SUBSCRIPTION_PATH,
  draftPath,
  EXPERIMENTS_PATH,
  guitarGamePath,
  MEDIA_PLAYER_DOCS_PATH,
  MEDIA_PLAYER_PATH,
  NEWSLETTER_PATH,
  NEWSLETTER_SUCCESS_PATH,
  ownerAreaPath,
  projectsPath,
  STOIC_QUOTES_PATH,
  UNSUBSCRIBE_PATH,
  ZONES_PATH,
} from "../src/lib/paths"
import { picturesIn, publishedOriginals, testDraft, translatedOriginals, translationOf } from "./content"
import { answerFormPosts, heldAnswer } from "./form-endpoint-stub"
import { expect, test } from "./fixtures"
import { largestPaint, recordLargestPaints, type LargestPaint } from "./largest-paint"

// A phone's Largest Contentful Paint is on time only when the page's largest element is drawn from
// its static HTML: whatever the page's code draws comes after the code has loaded and run. So, for
// every page type and every state a page's code chooses from the address, the session or an
// answer, the largest element the browser reports must be on the page as the build wrote it (its
// HTML and inline scripts, which pick the home page's tagline and the day's quote before the first
// paint), without the code's files. The tag page is left out: its header's picture is found by the
// picture search when the page runs (site.md, section 7), and no build can know it.

/** Where a page has settled: its scripts have rendered, and what they fetch has come. */
async function scriptsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
  await page.waitForLoadState("networkidle")
}

const linkPath = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}
const reader = "reader@example.com"

interface PageState {
  name: string
  path: string
  /** opens the page and waits for the state to be on screen */
  visit: (page: Page) => Promise<void>
}

/** Opens `path` and waits for `settled`. */
const opened =
  (path: string, settled: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await page.goto(path)
    await settled(page)
  }

const article = publishedOriginals[0]
const translated = translatedOriginals[0]
const withPicture = publishedOriginals.find(original => picturesIn(original).length > 0)
const ofEveryType: Array<[name: string, path: string]> = [
  ["home", "/"],
  ["about", "/about"],
  ["now", "/now"],
  ["blog", "/blog"],
  ["archive", ARCHIVE_PATH],
  ["article", article.path],
  ["translation", translationOf(translated.slug)!.path],
  ["article in Spanish", publishedOriginals.find(original => original.lang === "es")!.path],
  ...(withPicture ? [["article with a picture", withPicture.path] as [string, string]] : []),
  ["not-found", "/404.html"],
  ["zones", ZONES_PATH],
  ["experiments", EXPERIMENTS_PATH],
  ["game", guitarGamePath],
  ["quotes", STOIC_QUOTES_PATH],
  ["projects", projectsPath()],
  ["category", projectsPath("tech")],
  ["contact", "/contact"],
  ["newsletter", NEWSLETTER_PATH],
  ["newsletter success", NEWSLETTER_SUCCESS_PATH],
  ["search", "/search"],
  ["media player", MEDIA_PLAYER_PATH],
  ["player docs", MEDIA_PLAYER_DOCS_PATH],
]

const unsubscribePath = linkPath(unsubscribeLink(reader, "http://127.0.0.1"))
const confirmationPath = linkPath(confirmationLink(reader, "Ana", "http://127.0.0.1"))
const invalidUnsubscribePath = `${UNSUBSCRIBE_PATH}?email=someone%40else.com&token=${newsletterToken(reader)}`
const passwordAsked = (page: Page) => expect(page.getByLabel("Password")).toBeVisible()

const STATES: PageState[] = [
  ...ofEveryType.map(([name, path]) => ({ name, path, visit: opened(path, scriptsDone) })),
  {
    name: "unsubscribe, link missing",
    path: UNSUBSCRIBE_PATH,
    visit: opened(UNSUBSCRIBE_PATH, page => expect(page.getByText("This page requires a valid unsubscribe link.")).toBeVisible()),
  },
  {
    name: "unsubscribe, link invalid",
    path: invalidUnsubscribePath,
    visit: opened(invalidUnsubscribePath, page => expect(page.getByText("This unsubscribe link is invalid or has expired.")).toBeVisible()),
  },
  {
    name: "unsubscribe, the form",
    path: unsubscribePath,
    visit: opened(unsubscribePath, page => expect(page.getByRole("main").getByLabel("Email")).toHaveValue(reader)),
  },
  // Unsubscribed comes after a click, and the browser stops looking for a larger paint at the reader's first input.
  {
    name: "confirmation, confirmed",
    path: confirmationPath,
    visit: async page => {
      await page.clock.install()
      const held = heldAnswer()
      const posts = await answerFormPosts(page, held.answer)
      await page.goto(confirmationPath)
      await expect.poll(() => posts.length).toBe(1)
      // Time stands still from here, so the page stays instead of going home after 5 seconds.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
      held.release()
      await expect(page.getByRole("heading", { name: "Subscription Confirmed!" })).toBeVisible()
    },
  },
  {
    name: "confirmation, failed",
    path: CONFIRM_SUBSCRIPTION_PATH,
    visit: opened(CONFIRM_SUBSCRIPTION_PATH, page => expect(page.getByRole("heading", { name: "Confirmation Failed" })).toBeVisible()),
  },
  // Once unlocked, the owner area shows what the page holds sealed: no static HTML can hold that.
  { name: "owner area, locked", path: ownerAreaPath, visit: opened(ownerAreaPath, passwordAsked) },
  { name: "a draft's address, locked", path: draftPath(testDraft.slug), visit: opened(draftPath(testDraft.slug), passwordAsked) },
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** Matches an element whose whole text is `text`, however the markup breaks its lines. */
const wholeText = (text: string) => new RegExp(`^\\s*${text.split(" ").map(escapeRegExp).join("\\s+")}\\s*$`)

/** The home page's inline script picks its tagline at random: both pages get the same pick. */
const sameRandomPicks = () => {
  Math.random = () => 0
}

const described = (paint: LargestPaint) => (paint.src ? `<${paint.tag} src="${paint.src}">` : `<${paint.tag}> "${paint.text}"`)

for (const state of STATES) {
  test(`${state.name}: the largest element it draws is in its static HTML`, async ({ page, browser, baseURL }) => {
    await page.addInitScript(sameRandomPicks)
    await recordLargestPaints(page)
    await state.visit(page)
    const largest = await largestPaint(page)
    expect(largest.tag, "the browser names the largest element").not.toBe("")

    const context = await browser.newContext({ baseURL, viewport: page.viewportSize() })
    await context.addInitScript(sameRandomPicks)
    await context.route(/\.js(\?|$)/, route => route.abort())
    const staticPage = await context.newPage()
    await staticPage.goto(state.path)
    const sameElement = largest.src
      ? staticPage.locator(`${largest.tag}[src="${largest.src.replace(/"/g, '\\"')}"]`)
      : staticPage.locator(largest.tag).filter({ hasText: wholeText(largest.text) })
    await expect(sameElement.first(), `${described(largest)} is drawn from the static HTML`).toBeVisible()
    await context.close()
  })
}
