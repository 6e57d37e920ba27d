import { ARCHIVE_PATH, BLOG_PATH, EXPERIMENTS_PATH, projectsPath, tagPath, ZONES_PATH } from "../src/lib/paths"
import { publishedOriginals, translatedOriginals, translationOf } from "./content"
import { expect, gotoInteractive, test } from "./fixtures"

// Making a language's collator loads its collation data, 15–35 ms of the main thread on this
// machine and four times that on Lighthouse's phone: a long task while the page loads. What a page
// shows in alphabetical order (the tag cloud, the zones' states) comes sorted from the build, and no
// page's code compares words by language while it loads (src/lib/alphabetical.ts).

const tagged = publishedOriginals.find(post => post.tags.length > 0)!
const translated = translationOf(translatedOriginals[0].slug)!
const pages = ["/", BLOG_PATH, tagPath(tagged.tags[0]), ARCHIVE_PATH, projectsPath(), projectsPath("tech"), ZONES_PATH, EXPERIMENTS_PATH, tagged.path, translated.path]

for (const route of pages) {
  test(`${route} loads no collation data while it loads`, async ({ page }) => {
    await page.addInitScript(() => {
      const uses: string[] = []
      Object.assign(window, { collationUses: uses })
      const Collator = Intl.Collator
      // Counts every collator made, whether `new Intl.Collator` or a locale-aware `localeCompare`.
      Intl.Collator = new Proxy(Collator, {
        construct: (target, args: ConstructorParameters<typeof Intl.Collator>) => (uses.push(`new Intl.Collator(${String(args[0])})`), new target(...args)),
        apply: (target, _this, args: ConstructorParameters<typeof Intl.Collator>) => (uses.push(`Intl.Collator(${String(args[0])})`), target(...args)),
      })
      const localeCompare = String.prototype.localeCompare
      String.prototype.localeCompare = function (this: string, ...args: Parameters<string["localeCompare"]>) {
        uses.push("localeCompare")
        return localeCompare.apply(this, args)
      }
    })
    await gotoInteractive(page, route)
    // The islands hydrate once the page is idle; wait for that too.
    await page.evaluate(() => new Promise<void>(resolve => requestIdleCallback(() => resolve())))
    expect(await page.evaluate(() => (window as unknown as { collationUses: string[] }).collationUses)).toEqual([])
  })
}
