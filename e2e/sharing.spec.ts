import type { Page } from "@playwright/test"
import { ownerPassword } from "./owner-credentials"
import { ownerAreaPath } from "../src/lib/paths"
import { publicArticles, testDraft, type ArticleFile } from "./content"
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures"

const english = publicArticles.find(article => article.lang === "en")!
const spanish = publicArticles.find(article => article.lang === "es" && article.translationOf)!

const COPY = {
  en: { region: "Share this article", share: "Share", email: "Email", copy: "Copy link", copied: "Link copied" },
  es: { region: "Comparte este artículo", share: "Compartir", email: "Correo", copy: "Copiar enlace", copied: "Enlace copiado" },
} as const

const copyOf = (article: ArticleFile) => COPY[article.lang as "en" | "es"]
const sharing = (page: Page, article: ArticleFile) => page.getByRole("region", { name: copyOf(article).region })
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href")

/** Opens the article and waits for "Copy link", which shows that the sharing block's script has run. */
async function openLive(page: Page, article: ArticleFile) {
  await gotoInteractive(page, article.path)
  await expect(sharing(page, article).getByRole("button", { name: copyOf(article).copy })).toBeVisible()
}

for (const article of [english, spanish]) {
  test.describe(`sharing ${article.lang === "en" ? "an English article" : "a Spanish translation"}`, () => {
    test("links to each network with the title and the canonical address, labelled in the page's language", async ({ page }) => {
      await page.goto(article.path)
      const url = await canonical(page)
      expect(url).toMatch(/^https:\/\//)
      const region = sharing(page, article)
      const hrefOf = async (name: string) => new URL((await region.getByRole("link", { name }).getAttribute("href"))!)

      const mail = await hrefOf(copyOf(article).email)
      expect(mail.protocol).toBe("mailto:")
      expect(mail.searchParams.get("subject")).toBe(article.title)
      expect(mail.searchParams.get("body")).toBe(url)
      const bluesky = await hrefOf("Bluesky")
      expect(bluesky.origin + bluesky.pathname).toBe("https://bsky.app/intent/compose")
      expect(bluesky.searchParams.get("text")).toBe(`${article.title} ${url}`)
      const mastodon = await hrefOf("Mastodon")
      expect(mastodon.protocol).toBe("https:")
      expect(mastodon.searchParams.get("text")).toBe(`${article.title} ${url}`)
      const linkedIn = await hrefOf("LinkedIn")
      expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/")
      expect(linkedIn.searchParams.get("url")).toBe(url)

      for (const name of ["Mastodon", "Bluesky", "LinkedIn"]) {
        await expect(region.getByRole("link", { name })).toHaveAttribute("target", "_blank")
        await expect(region.getByRole("link", { name })).toHaveAttribute("rel", "noopener noreferrer")
      }
    })

    test("'Copy link' puts the canonical address on the clipboard and says so", async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL })
      await openLive(page, article)
      await sharing(page, article).getByRole("button", { name: copyOf(article).copy }).click()
      await expect(sharing(page, article).getByRole("status")).toHaveText(copyOf(article).copied)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonical(page))
    })
  })
}

test("where the browser has a share sheet, 'Share' opens it with the title and the canonical address", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { shared })
    Object.defineProperty(navigator, "share", { configurable: true, value: (data: ShareData) => Promise.resolve(void shared.push(data)) })
  })
  await openLive(page, spanish)
  await sharing(page, spanish).getByRole("button", { name: COPY.es.share, exact: true }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: spanish.title, url: await canonical(page) }])
})

test("where the browser has no share sheet, there is no 'Share' button", async ({ page }) => {
  await openLive(page, english)
  await expect(sharing(page, english).getByRole("button", { name: COPY.en.share, exact: true })).toHaveCount(0)
})

test("the sharing block passes axe, in either theme", async ({ page, context, baseURL }) => {
  for (const theme of ["dark", "light"]) {
    await context.addCookies([{ name: "theme", value: theme, url: baseURL! }])
    await openLive(page, english)
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme)
    await expectAccessible(page)
  }
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the links still share, and no button offers what cannot work", async ({ page }) => {
    await page.goto(spanish.path)
    const region = sharing(page, spanish)
    await expect(region.getByRole("link")).toHaveText([COPY.es.email, "Mastodon", "Bluesky", "LinkedIn"].map(name => new RegExp(`^${name}`)))
    await expect(region.getByRole("button")).toHaveCount(0)
  })
})

test.describe("a draft", () => {
  // The draft's own address answers 404, for the owner too: the browser reports it.
  test.use({ notFoundExpected: true })

  test("opened by the owner offers no sharing", async ({ page }) => {
    await page.goto(ownerAreaPath)
    await page.getByLabel("Password").fill(ownerPassword())
    await page.getByRole("button", { name: "Unlock" }).click()
    await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible()
    await gotoInteractive(page, `/article/${testDraft.slug}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(testDraft.title)
    // The newsletter call comes in the same part as the sharing block: once it is there, so would sharing be.
    await expect(page.getByRole("link", { name: "Subscribe to the newsletter" })).toBeVisible()
    await expect(page.getByRole("region", { name: copyOf(testDraft).region })).toHaveCount(0)
    await expect(page.getByRole("link", { name: "Bluesky" })).toHaveCount(0)
  })
})
