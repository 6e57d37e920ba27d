import { otherLang, readInLabel } from "../src/lib/language"
import { absoluteUrl, tagAliasPath, tagPath } from "../src/lib/paths"
import { capitalize } from "../src/lib/tags"
import { declaredTags, publishedOriginals } from "./content"
import { expect, expectAccessible, test } from "./fixtures"
import { sitemapUrls } from "./sitemap-reader"

// A tag has a page when a published post uses it; a pair links only pages that exist.
const tagsWithPages = new Set(publishedOriginals.flatMap(post => post.tags))
const pairedTags = declaredTags.filter(tag => tagsWithPages.has(tag.tag) && tag.counterpart && tagsWithPages.has(tag.counterpart))
const unpairedTag = declaredTags.find(tag => tagsWithPages.has(tag.tag) && !tag.counterpart)
const switchLink = /^(Read in English|Leer en Español)$/

test("content/data/tags.json pairs at least one tag with a counterpart that has a page", () => {
  expect(pairedTags.length).toBeGreaterThan(0)
})

for (const { tag, lang, counterpart } of pairedTags) {
  test(`/blog/${tag} offers its counterpart ${counterpart}, in hreflang alternates and the language switch`, async ({ page }) => {
    const own = { lang: lang!, path: tagPath(tag) }
    const other = { lang: otherLang(lang!), path: tagPath(counterpart!) }
    const english = own.lang === "en" ? own : other
    await page.goto(own.path)
    for (const { lang: hreflang, path } of [own, other, { lang: "x-default", path: english.path }]) {
      await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute("href", absoluteUrl(path))
    }
    await expectAccessible(page)

    await page.getByRole("link", { name: readInLabel(other.lang) }).click()
    await expect(page).toHaveURL(other.path)
    await expect(page.getByRole("link", { name: readInLabel(own.lang) })).toHaveAttribute("href", own.path)
  })

  test(`/blog/tag/${tag} stays canonical to /blog/${tag} and switches to ${counterpart} too`, async ({ page }) => {
    await page.goto(tagAliasPath(tag))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(tagPath(tag)))
    await expect(page.getByRole("link", { name: readInLabel(otherLang(lang!)) })).toHaveAttribute("href", tagPath(counterpart!))
  })
}

test("the sitemap lists each paired tag's page with the same hreflang alternates as its head", async ({ page }) => {
  const urls = await sitemapUrls(page)
  for (const { tag, lang, counterpart } of pairedTags) {
    const own = { hreflang: lang!, href: absoluteUrl(tagPath(tag)) }
    const other = { hreflang: otherLang(lang!), href: absoluteUrl(tagPath(counterpart!)) }
    const [english, spanish] = own.hreflang === "en" ? [own, other] : [other, own]
    expect(urls.find(url => url.loc === own.href)?.alternates, tag).toEqual([english, spanish, { hreflang: "x-default", href: english.href }])
  }
  if (unpairedTag) expect(urls.find(url => url.loc === absoluteUrl(tagPath(unpairedTag.tag)))?.alternates).toEqual([])
})

test("a tag without a counterpart has no hreflang alternates and no language switch", async ({ page }) => {
  test.skip(!unpairedTag, "every tag with a page is paired")
  await page.goto(tagPath(unpairedTag!.tag))
  await expect(page.getByRole("heading", { level: 2, name: capitalize(unpairedTag!.tag) })).toBeVisible()
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0)
  await expect(page.getByRole("link", { name: switchLink })).toHaveCount(0)
})
