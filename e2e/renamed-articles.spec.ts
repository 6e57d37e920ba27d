import { feedArticles } from "../src/lib/feed-length"
import { longDate, publicArticles, translationOf } from "./content"
import { expect, jsonLd, test } from "./fixtures"
import { sitemapUrls } from "./sitemap-reader"

// An original renamed since it came out, with a translation, both revised since: the tests' own (e2e/fixture-content).
const renamed = publicArticles.find(a => a.formerSlugs.length > 0 && a.updated && translationOf(a.slug)?.updated)!
const translation = translationOf(renamed.slug)!
const [former] = renamed.formerSlugs
const dayOf = (date: string) => new Date(date).toISOString().slice(0, 10)

test.describe("a renamed article", () => {
  test("answers its earlier address, and its translation's, with a permanent redirect to the present one", async ({ request }) => {
    const answers: Record<string, [number, string]> = {}
    for (const from of [`/article/${former}`, `/article/${former}/${translation.lang}`, `/article/${former}/${renamed.lang}`]) {
      const response = await request.get(from, { maxRedirects: 0 })
      answers[from] = [response.status(), new URL(response.headers()["location"], response.url()).pathname]
    }
    expect(answers).toEqual({
      [`/article/${former}`]: [301, renamed.path],
      [`/article/${former}/${translation.lang}`]: [301, translation.path],
      // No translation into its own language: for now to the original, as its own address does.
      [`/article/${former}/${renamed.lang}`]: [302, renamed.path],
    })
  })

  test("takes a reader following an old link to the article", async ({ page }) => {
    await page.goto(`/article/${former}`)
    await expect(page).toHaveURL(renamed.path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed.title)
  })
})

test.describe("a revised article", () => {
  test("says when it was last updated, in its language, and tells search engines", async ({ page }) => {
    await page.goto(renamed.path)
    await expect(page.getByText(/^Last updated /)).toHaveText(`Last updated ${longDate(renamed.updated!)}`)
    const posting = (await jsonLd(page)).find(block => block["@type"] === "BlogPosting")
    expect(posting).toMatchObject({ datePublished: renamed.date, dateModified: renamed.updated })

    await page.goto(translation.path)
    const spanishDay = new Date(`${dayOf(translation.updated!)}T00:00:00Z`).toLocaleDateString("es-MX", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" })
    await expect(page.getByText(/^Actualizado el /)).toHaveText(`Actualizado el ${spanishDay}`)
  })

  test("gives its revision's day to the feeds and the sitemap", async ({ page, request }) => {
    // Feeds carry the newest articles only; this one is the tests' own, dated among the owner's.
    expect(feedArticles(publicArticles.filter(a => a.lang === renamed.lang)), "the renamed article is among its feed's newest").toContain(renamed)
    const json = (await (await request.get(`/${renamed.lang}/feed.json`)).json()) as { items: Array<{ url: string; date_published: string; date_modified?: string }> }
    const item = json.items.find(entry => new URL(entry.url).pathname === renamed.path)!
    expect([dayOf(item.date_published), dayOf(item.date_modified!)]).toEqual([renamed.date, renamed.updated])

    // Read as a feed reader reads it: in a browser the feed shows as a page (its stylesheet's).
    const atom = await (await request.get(`/${renamed.lang}/atom.xml`)).text()
    const atomUpdated = await page.evaluate(
      ([text, path]) =>
        Array.from(new DOMParser().parseFromString(text, "application/xml").getElementsByTagName("entry"))
          .find(entry => new URL(entry.getElementsByTagName("id")[0].textContent!).pathname === path)
          ?.getElementsByTagName("updated")[0].textContent,
      [atom, renamed.path] as const,
    )
    expect(dayOf(atomUpdated!)).toBe(renamed.updated)

    const listed = await sitemapUrls(page)
    const lastmod = (path: string) => listed.find(url => new URL(url.loc).pathname === path)?.lastmod
    expect([lastmod(renamed.path), lastmod(translation.path)].map(day => day && dayOf(day))).toEqual([renamed.updated, translation.updated])
  })
})
