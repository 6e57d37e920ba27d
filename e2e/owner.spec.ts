import { hkdfSync, pbkdf2Sync } from "node:crypto"
import type { Page } from "@playwright/test"
import { ownerPassword } from "./owner-credentials"
import { DEVELOPMENT_OWNER_PASSWORD } from "../src/lib/development-password"
import { KEY_DATABASE, KEY_STORE } from "../src/browser/owner-key-store"
import { sentEvents, stubGtag } from "./gtag-stub"
import { drafts, originals, testDraft as draft, TEST_DRAFT_SENTENCE, testScheduled, translationOf } from "./content"
import { expect, expectAccessible, test } from "./fixtures"

const newestFirst = [...originals].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))

/** Types a password into the gate, answering the alert a wrong one raises; returns the alerts seen. */
async function enterPassword(page: Page, password: string): Promise<string[]> {
  const alerts: string[] = []
  page.on("dialog", dialog => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Unlock" }).click()
  return alerts
}

/**
 * Waits until the gate has looked for a key in this tab and found none: its title is in the static
 * HTML, but it asks for the password only then.
 */
const expectLocked = (page: Page) => expect(page.getByLabel("Password")).toBeVisible()

test.describe("the owner area", () => {
  test("is locked, keeps out of search engines and passes axe", async ({ page }) => {
    await page.goto("/backstage")
    await expectLocked(page)
    await expect(page.getByRole("heading", { name: "Owner Area" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Article Management" })).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    await expectAccessible(page)
  })

  test("says what the area is in its static HTML, and asks for the password only once it knows the tab is locked", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const staticPage = await context.newPage()
    await staticPage.goto("/backstage")
    await expect(staticPage.getByRole("heading", { name: "Owner Area" })).toBeVisible()
    await expect(staticPage.getByText(/^This area is for the site's owner\. Its drafts, and the status of every article, show/)).toBeVisible()
    await expect(staticPage.getByLabel("Password")).toHaveCount(0)
    await context.close()
  })

  test("a wrong password alerts 'Incorrect password', clears the field and stays locked", async ({ page }) => {
    await page.goto("/backstage")
    await expect(page.getByLabel("Password")).toBeVisible()
    // Deriving the key from the password takes a moment, on purpose: about half a second, in which
    // the button is busy. Watched in the page at every frame, so that a slow test runner cannot miss it.
    const busy = page.waitForFunction(
      () => [...document.querySelectorAll("button")].some(button => button.textContent === "Unlocking..." && button.disabled),
      undefined,
      { polling: "raf" },
    )
    const alerts = await enterPassword(page, "open sesame")
    await busy
    await expect.poll(() => alerts).toEqual(["Incorrect password"])
    await expect(page.getByLabel("Password")).toHaveValue("")
    await expect(page.getByLabel("Password")).toBeFocused()
    await expect(page.getByRole("heading", { name: "Article Management" })).toHaveCount(0)
  })

  test("the right password unlocks this browser session only", async ({ page, context, browser, baseURL }) => {
    await page.goto("/backstage")
    const alerts = await enterPassword(page, ownerPassword())
    await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
    expect(alerts).toEqual([])

    await page.reload()
    await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
    // The tab keeps a key, never the password.
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }))
    expect(kept).not.toContain(ownerPassword())

    // Session storage belongs to one tab: another tab, or another browser session, starts locked.
    const otherTab = await context.newPage()
    await otherTab.goto("/backstage")
    await expectLocked(otherTab)
    const otherSession = await browser.newContext({ baseURL })
    const otherPage = await otherSession.newPage()
    await otherPage.goto("/backstage")
    await expectLocked(otherPage)
    await otherSession.close()
  })

  test("says on screen, locked and unlocked, that the test build seals the drafts with the development password", async ({ page }) => {
    for (const path of ["/backstage", `/backstage/${draft.slug}`]) {
      await page.goto(path)
      const notice = page.getByRole("note").filter({ hasText: "Development build" })
      await expect(notice).toContainText(`sealed with the development password, ${DEVELOPMENT_OWNER_PASSWORD}`)
      await expect(notice).toContainText("A deploy build refuses it")
    }
    await page.goto("/backstage")
    await enterPassword(page, ownerPassword())
    await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
    await expect(page.getByRole("note").filter({ hasText: "Development build" })).toBeVisible()
  })

  test("no value set in session storage by hand shows anything", async ({ page }) => {
    const forged = ["true", "1", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", "not a key"]
    for (const path of ["/backstage", `/backstage/${draft.slug}`]) {
      for (const value of forged) {
        await page.goto(path)
        // The key's bytes were kept under ownerAreaKey once; ownerAreaTab names a tab's kept key.
        await page.evaluate(text => ["ownerAreaKey", "ownerAreaTab"].forEach(key => sessionStorage.setItem(key, text)), value)
        await page.evaluate(() => ["ownerAreaUnlocked", "unlocked", "owner"].forEach(key => sessionStorage.setItem(key, "true")))
        await page.reload()
        await expectLocked(page)
        await expect(page.getByText(draft.title)).toHaveCount(0)
        await expect(page.getByText(TEST_DRAFT_SENTENCE)).toHaveCount(0)
        await expect(page.getByText("DRAFT - Not Published Yet")).toHaveCount(0)
      }
    }
  })

  test("lists every post newest first, with a count on each status filter", async ({ page }) => {
    await page.goto("/backstage")
    await enterPassword(page, ownerPassword())
    const filters = page.getByRole("group", { name: "Filter posts" })
    await expect(filters.getByRole("button")).toHaveText([
      `All (${originals.length})`,
      `Drafts (${drafts.length})`,
      `Published (${originals.length - drafts.length})`,
    ])
    const titles = page.getByRole("list", { name: "Posts" }).getByRole("heading", { level: 2 })
    await expect(titles).toHaveText(newestFirst.map(a => a.title))
    await expectAccessible(page)
  })

  test("filters by status, showing the chosen filter as pressed", async ({ page }) => {
    await page.goto("/backstage")
    await enterPassword(page, ownerPassword())
    const filters = page.getByRole("group", { name: "Filter posts" })
    const titles = page.getByRole("list", { name: "Posts" }).getByRole("heading", { level: 2 })
    await expect(filters.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "true")
    await filters.getByRole("button", { name: /^Drafts/ }).click()
    await expect(filters.getByRole("button", { name: /^Drafts/ })).toHaveAttribute("aria-pressed", "true")
    await expect(titles).toHaveText(newestFirst.filter(a => a.status === "draft").map(a => a.title))
    await filters.getByRole("button", { name: /^Published/ }).click()
    await expect(titles).toHaveText(newestFirst.filter(a => a.status !== "draft").map(a => a.title))
    await filters.getByRole("button", { name: /^All/ }).click()
    await expect(titles).toHaveCount(originals.length)
  })

  test("a card shows status, translation, date, read time, excerpt, tags and a link to the article", async ({ page }) => {
    await page.goto("/backstage")
    await enterPassword(page, ownerPassword())
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: draft.title, exact: true }) })
    await expect(card.getByText("Draft", { exact: true })).toBeVisible()
    await expect(card.getByRole("img", { name: "Translated" })).toHaveCount(translationOf(draft.slug) ? 1 : 0)
    const date = new Date(`${draft.date}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" })
    await expect(card.getByText(date)).toBeVisible()
    await expect(card.getByText(/^\d+ min$/)).toBeVisible()
    for (const tag of draft.tags) await expect(card.getByRole("list", { name: "Tags" })).toContainText(`#${tag}`)
    await expect(card.getByRole("link", { name: `View article: ${draft.title}` })).toHaveAttribute("href", `/article/${draft.slug}`)
  })

  test("a post dated after the build's day is among the drafts, badged Scheduled, with its date", async ({ page }) => {
    const scheduled = originals.filter(a => a.scheduled)
    expect(scheduled.map(a => a.slug)).toContain(testScheduled.slug)
    await page.goto("/backstage")
    await enterPassword(page, ownerPassword())
    await page.getByRole("group", { name: "Filter posts" }).getByRole("button", { name: /^Drafts/ }).click()
    for (const post of scheduled) {
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: post.title, exact: true }) })
      await expect(card.getByText("Scheduled", { exact: true })).toBeVisible()
      const date = new Date(`${post.date.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" })
      await expect(card.getByText(date)).toBeVisible()
    }
  })
})

/** The owner key's and the opening key's bytes for this build, written as storage could hold them, computed apart from the site's code. */
async function keyBytes(page: Page): Promise<string[]> {
  const pageData = (await (await page.request.get("/page-data/backstage/page-data.json")).json()) as { result: { pageContext: { drafts: { salt: string } } } }
  const owner = pbkdf2Sync(ownerPassword(), Buffer.from(pageData.result.pageContext.drafts.salt, "base64"), 600_000, 32, "sha256")
  const opening = Buffer.from(hkdfSync("sha256", owner, Buffer.alloc(0), "draft text", 32))
  return [owner, opening].flatMap(bytes => (["base64", "base64url", "hex"] as const).map(encoding => bytes.toString(encoding)))
}

/** How many keys the site's database holds, read as any script on the page could. */
const keptKeyCount = (page: Page) =>
  page.evaluate(
    ([name, store]) =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open(name)
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const counting = opening.result.transaction(store).objectStore(store).count()
          counting.onsuccess = () => resolve(counting.result)
          counting.onerror = () => reject(counting.error)
        }
      }),
    [KEY_DATABASE, KEY_STORE],
  )

test.describe("the key an unlocked tab keeps", () => {
  test("a script on the page finds no key bytes in storage, and cannot export the key it finds", async ({ page }) => {
    await page.goto("/backstage")
    await enterPassword(page, ownerPassword())
    await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
    const found = await page.evaluate(async () => {
      const settle = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
      const texts: string[] = [...Object.values(sessionStorage), ...Object.values(localStorage)]
      const keys: CryptoKey[] = []
      const bytesAsText = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
      const walk = (value: unknown): void => {
        if (value instanceof CryptoKey) keys.push(value)
        else if (typeof value === "string") texts.push(value)
        else if (value instanceof ArrayBuffer) texts.push(bytesAsText(new Uint8Array(value)))
        else if (ArrayBuffer.isView(value)) texts.push(bytesAsText(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)))
        else if (value && typeof value === "object") Object.values(value).forEach(walk)
      }
      // Every database of the origin, every store, every record.
      for (const { name } of await indexedDB.databases()) {
        const database = await settle(indexedDB.open(name!))
        for (const store of database.objectStoreNames) walk(await settle(database.transaction(store).objectStore(store).getAll()))
        database.close()
      }
      const exports = await Promise.allSettled(keys.flatMap(key => (["raw", "jwk"] as const).map(format => crypto.subtle.exportKey(format, key))))
      return {
        texts,
        keys: keys.map(({ extractable, usages, algorithm }) => ({ extractable, usages, algorithm: algorithm.name })),
        exported: exports.filter(outcome => outcome.status === "fulfilled").length,
      }
    })
    expect(found.keys).toEqual([{ extractable: false, usages: ["decrypt"], algorithm: "AES-GCM" }])
    expect(found.exported).toBe(0)
    const secrets = [ownerPassword(), ...(await keyBytes(page))]
    for (const text of found.texts) for (const secret of secrets) expect(text).not.toContain(secret)
  })

  test.describe("from page to page", () => {
    // The draft's own address answers 404, for the owner too: the browser reports it.
    test.use({ notFoundExpected: true })

    test("a reload keeps the owner unlocked, and so does going from page to page", async ({ page }) => {
      await page.goto("/backstage")
      await enterPassword(page, ownerPassword())
      await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
      await page.reload()
      await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
      await page.getByRole("link", { name: `View article: ${draft.title}` }).click()
      await expect(page.getByText(TEST_DRAFT_SENTENCE)).toBeVisible()
      await page.reload()
      await expect(page.getByText(TEST_DRAFT_SENTENCE)).toBeVisible()
    })
  })

  test("a key from an old password no longer opens the drafts, and is dropped", async ({ page }) => {
    await page.goto(`/backstage/${draft.slug}`)
    await enterPassword(page, ownerPassword())
    await expect(page.getByText(TEST_DRAFT_SENTENCE)).toBeVisible()
    // Such a key is an AES-GCM decryption key like the right one, that does not fit this build's drafts.
    const replaced = await page.evaluate(
      async ([name, store]) => {
        const old = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["decrypt"])
        return new Promise<number>((resolve, reject) => {
          const opening = indexedDB.open(name)
          opening.onerror = () => reject(opening.error)
          opening.onsuccess = () => {
            let count = 0
            const transaction = opening.result.transaction(store, "readwrite")
            transaction.oncomplete = () => resolve(count)
            const walk = transaction.objectStore(store).openCursor()
            walk.onsuccess = () => {
              if (!walk.result) return
              walk.result.update({ ...(walk.result.value as object), key: old })
              count += 1
              walk.result.continue()
            }
          }
        })
      },
      [KEY_DATABASE, KEY_STORE],
    )
    expect(replaced).toBe(1)
    await page.reload()
    await expectLocked(page)
    await expect(page.getByText(TEST_DRAFT_SENTENCE)).toHaveCount(0)
    expect(await keptKeyCount(page)).toBe(0)
    await enterPassword(page, ownerPassword())
    await expect(page.getByText(TEST_DRAFT_SENTENCE)).toBeVisible()
    expect(await keptKeyCount(page)).toBe(1)
  })

  const refusals: Record<string, (page: Page) => Promise<void>> = {
    // As a browser set to block sites' data does: any use of IndexedDB throws.
    "refused outright": async page => {
      await page.addInitScript(() =>
        Object.defineProperty(window, "indexedDB", {
          get: () => {
            throw new DOMException("The user denied permission to access the database.", "SecurityError")
          },
        }),
      )
    },
    // The site's database left at a later version: opening it ends in an error event.
    "failing to open": async page => {
      await page.goto("/")
      await page.evaluate(
        name =>
          new Promise<void>(resolve => {
            const opening = indexedDB.open(name, 2)
            opening.onsuccess = () => {
              opening.result.close()
              resolve()
            }
          }),
        KEY_DATABASE,
      )
    },
  }
  for (const [how, refuse] of Object.entries(refusals)) {
    test(`a blocked IndexedDB still lets the owner unlock, asking again after a reload (${how})`, async ({ page }) => {
      await refuse(page)
      await page.goto(`/backstage/${draft.slug}`)
      expect(await enterPassword(page, ownerPassword())).toEqual([])
      await expect(page.getByText(TEST_DRAFT_SENTENCE)).toBeVisible()
      await page.reload()
      await expectLocked(page)
      await enterPassword(page, ownerPassword())
      await expect(page.getByText(TEST_DRAFT_SENTENCE)).toBeVisible()
    })
  }

  test("a page without Web Crypto, as on plain http, asks for the password and breaks nothing", async ({ page }) => {
    await page.goto("/backstage")
    await page.getByLabel("Password").fill(ownerPassword())
    await page.getByRole("button", { name: "Unlock" }).click()
    await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
    await page.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, "subtle", { get: () => undefined })
      Reflect.deleteProperty(window, "CryptoKey")
    })
    await page.reload()
    await expectLocked(page)
    await enterPassword(page, ownerPassword())
    await expect(page.getByRole("button", { name: "Unlock" })).toBeEnabled()
    await expect(page.getByRole("heading", { name: "Article Management" })).toHaveCount(0)
  })
})

test.describe("a draft in the owner area", () => {
  test("shows the draft with its badge, tags and translation modal, kept out of search engines", async ({ page }) => {
    await page.goto(`/backstage/${draft.slug}`)
    await enterPassword(page, ownerPassword())
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(draft.title)
    await expect(page.getByText("Draft", { exact: true })).toBeVisible()
    for (const tag of draft.tags) await expect(page.getByRole("list", { name: "Tags" })).toContainText(`#${tag}`)
    await expect(page.getByRole("link", { name: "← Back to Drafts" })).toHaveAttribute("href", "/backstage")
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    await expectAccessible(page)

    const translation = translationOf(draft.slug)!
    const opener = page.getByRole("button", { name: "Leer en Español" })
    await opener.click()
    const modal = page.getByRole("dialog", { name: translation.title })
    await expect(modal).toBeVisible()
    await expect(modal.getByText("Esta es una traducción automática del inglés")).toBeVisible()
    await expectAccessible(page)
    await modal.getByRole("button", { name: "Close" }).click()
    await expect(modal).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test("is answered as every other address under the owner area is, so that before the password the address tells nothing", async ({ request }) => {
    const [atDraft, atNothing] = await Promise.all([`/backstage/${draft.slug}`, "/backstage/no-such-draft"].map(path => request.get(path)))
    expect(atDraft.status()).toBe(200)
    expect(atNothing.status()).toBe(200)
    expect(await atDraft.text()).toBe(await atNothing.text())
  })

  test("shows the thumbnail only when the body has no picture of its own", async ({ page }) => {
    await page.goto(`/backstage/${draft.slug}`)
    await enterPassword(page, ownerPassword())
    // This draft's body has no image, so its thumbnail stands in, carried inside the sealed draft.
    const pictures = page.locator("article img")
    await expect(pictures).toHaveCount(1)
    await expect(pictures).toHaveAttribute("src", /^data:image\/webp;base64,/)
    await expect.poll(() => pictures.evaluate(img => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  })
})

test.describe("a draft at its own address", () => {
  // A draft's address is answered as a missing page is, even for the owner: the browser reports the 404.
  test.use({ notFoundExpected: true })
  const neverWritten = "/article/never-written-anywhere"

  test("answers a stranger exactly as an address that never existed, with or without a language", async ({ request }) => {
    const unknown = await request.get(neverWritten)
    expect(unknown.status()).toBe(404)
    const translation = translationOf(draft.slug)!
    const missingLang = translation.lang === "es" ? "en" : "es"
    for (const path of [`/article/${draft.slug}`, `/article/${draft.slug}/`, translation.path, `/article/${draft.slug}/${missingLang}`]) {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(404)
      expect(answer.headers()["content-security-policy"], path).toBe(unknown.headers()["content-security-policy"])
      expect(await answer.text(), path).toBe(await unknown.text())
    }
  })

  test("shows a stranger the not-found page and fetches nothing of the drafts", async ({ page }) => {
    await stubGtag(page)
    const fetched: string[] = []
    page.on("request", request => fetched.push(new URL(request.url()).pathname))
    await page.goto(`/article/${draft.slug}`)
    await expect(page.getByRole("heading", { name: "404 - Lost in the Mosh Pit!" })).toBeVisible()
    // The page reports a missing page once it has found no draft at the address.
    await expect.poll(() => sentEvents(page, "404_error")).toHaveLength(1)
    await expect(page.getByText(TEST_DRAFT_SENTENCE)).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    expect(fetched.filter(path => path.startsWith("/backstage"))).toEqual([])
  })

  test("shows the owner, once unlocked, the article with the draft banner, its picture and its translation", async ({ page }) => {
    await page.goto("/backstage")
    expect(await enterPassword(page, ownerPassword())).toEqual([])
    await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
    await page.goto(`/article/${draft.slug}`)
    await expect(page.getByText("DRAFT - Not Published Yet")).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(draft.title)
    await expect(page.getByText(TEST_DRAFT_SENTENCE)).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: draft.sections[0] })).toBeVisible()
    await expect(page).toHaveTitle(`${draft.title} - Riff & Code`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    await expect(page.getByRole("link", { name: "← Back to Drafts" })).toHaveAttribute("href", "/backstage")
    await expect.poll(() => page.locator("article img").evaluate(img => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await expectAccessible(page)

    // The tab is unlocked: the translation opens at once, without asking again, and after a reload.
    const translation = translationOf(draft.slug)!
    await page.getByRole("link", { name: "Leer en Español" }).click()
    await expect(page).toHaveURL(new RegExp(`${translation.path}(#.*)?$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation.title)
    await expect(page.getByText("DRAFT - Not Published Yet")).toBeVisible()
    await page.reload()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation.title)
  })

  test("sends the owner from a translation the draft lacks to the draft, as a published article's does", async ({ page }) => {
    await page.goto("/backstage")
    await enterPassword(page, ownerPassword())
    await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
    await page.goto(`/article/${draft.slug}/${draft.lang}`)
    await expect(page).toHaveURL(new RegExp(`/article/${draft.slug}/?$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(draft.title)
  })

  test("is one of the drafts the owner area lists once unlocked", async ({ page }) => {
    await page.goto("/backstage")
    await enterPassword(page, ownerPassword())
    await page.getByRole("link", { name: `View article: ${draft.title}` }).click()
    await expect(page.getByText(TEST_DRAFT_SENTENCE)).toBeVisible()
  })
})

test.describe("an address under the owner area that is not a draft", () => {
  for (const slug of ["no-such-draft", originals.find(a => a.status === "published")!.slug]) {
    test(`/backstage/${slug} shows "Draft Not Found"`, async ({ page }) => {
      await page.goto(`/backstage/${slug}`)
      await enterPassword(page, ownerPassword())
      await expect(page.getByRole("heading", { name: "Draft Not Found" })).toBeVisible()
      await expect(page.getByText("The draft you're looking for doesn't exist.")).toBeVisible()
      await expect(page.getByRole("link", { name: "Back to Drafts" })).toHaveAttribute("href", "/backstage")
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
      await expectAccessible(page)
    })
  }
})

test("drafts stay out of the public blog, the feed and the sitemap", async ({ page, request }) => {
  await page.goto("/blog")
  await expect(page.getByRole("list", { name: "Posts" })).toBeVisible()
  await expect(page.getByText(draft.title)).toHaveCount(0)
  const feed = await (await request.get("/rss.xml")).text()
  expect(feed).toContain("<item>")
  expect(feed).not.toContain(draft.title)
  expect(feed).not.toContain(`/article/${draft.slug}`)

  const index = await (await request.get("/sitemap-index.xml")).text()
  const sitemaps = [...index.matchAll(/<loc>https:\/\/riffandcode\.dev(\/[^<]+)<\/loc>/g)].map(match => match[1])
  expect(sitemaps.length).toBeGreaterThan(0)
  const listed = (await Promise.all(sitemaps.map(async path => (await request.get(path)).text()))).join("")
  expect(listed).toContain(`https://riffandcode.dev/blog<`)
  expect(listed).not.toContain(`/article/${draft.slug}<`)
  expect(listed).not.toContain(`/article/${draft.slug}/`)
  expect(listed).not.toContain("/backstage")
})
