import fs from "node:fs"
import path from "node:path"
import { builtClassesOf } from "../gatsby/class-names"
import { stylesheetsOf } from "../gatsby/styles-in-renderer-hash"
import { guitarGamePath, MEDIA_PLAYER_PATH, STOIC_QUOTES_PATH, ZONES_PATH } from "../src/lib/paths"
import { originals, translatedOriginals, translationOf } from "./content"
import { expect, test } from "./fixtures"

// Each page carries the CSS of its own components only (gatsby/styles-per-page.ts): the styles of
// an experiment, the biggest of the site, stay out of every other page.
const siteRoot = path.join(__dirname, "..")
const featuresFolder = path.join(siteRoot, "src", "features")

/** The built classes of each experiment's CSS modules. */
const FEATURE_CLASSES = Object.fromEntries(
  fs.readdirSync(featuresFolder).map(feature => {
    const folder = path.join(featuresFolder, feature)
    const modules = fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(file => file.endsWith(".module.css"))
    return [feature, modules.flatMap(file => [...builtClassesOf(siteRoot, path.join(folder, file)).values()])]
  }),
)

/** The classes a stylesheet's selectors name. */
const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(match => match[1]))
/** The styles a page's HTML carries in its head. */
const inlineStylesOf = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(match => match[1]).join("\n")

const article = originals.find(a => a.status === "published")!

const PAGES: Array<{ path: string; features: string[] }> = [
  { path: "/", features: [] },
  { path: "/blog", features: [] },
  { path: article.path, features: [] },
  { path: "/projects", features: [] },
  { path: "/experiments", features: [] },
  { path: guitarGamePath, features: ["guitar-game"] },
  { path: MEDIA_PLAYER_PATH, features: ["media-player-page", "media-player"] },
  { path: STOIC_QUOTES_PATH, features: ["stoic-quotes"] },
]

for (const { path: pagePath, features } of PAGES) {
  test(`${pagePath} carries the styles of ${features.length ? features.join(" and ") : "no experiment"}, and no other experiment's`, async ({
    request,
  }) => {
    const html = await (await request.get(pagePath)).text()
    const carried = classesIn(inlineStylesOf(html))
    const present = Object.keys(FEATURE_CLASSES).filter(feature => FEATURE_CLASSES[feature].some(name => carried.has(name)))
    expect(present.sort()).toEqual([...features].sort())
  })
}

// Markup the browser keeps as the server wrote it (ServerRendered, Island) is drawn by the page's own
// styles from the first paint, before any code of its components arrives: no class it carries is
// styled by a stylesheet of the site's and not by the page. (A class that only composes others has
// no rules of its own anywhere.)
// The site's stylesheets are this build's (public/ also keeps those of earlier builds, as Netlify keeps it).
const publicDir = path.join(siteRoot, "public")
const browserStats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
const styledSomewhere = classesIn(
  [...new Set(Object.keys(browserStats.namedChunkGroups).flatMap(chunkGroup => stylesheetsOf(browserStats, chunkGroup)))]
    .map(file => fs.readFileSync(path.join(publicDir, file), "utf8"))
    .join("\n"),
)
const translated = translatedOriginals[0]
for (const pagePath of ["/", "/blog", article.path, ...(translated ? [translationOf(translated.slug)!.path] : []), "/projects", "/experiments", ZONES_PATH]) {
  test(`${pagePath}: its kept markup is drawn by the page's own styles`, async ({ page, request }) => {
    const html = await (await request.get(pagePath)).text()
    const styledHere = classesIn(inlineStylesOf(html))
    await page.goto(pagePath)
    const kept = await page.evaluate(() => [
      ...new Set([...document.querySelectorAll("[data-server-rendered], [data-server-rendered] [class]")].flatMap(element => [...element.classList])),
    ])
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.filter(name => styledSomewhere.has(name) && !styledHere.has(name))).toEqual([])
    // Their code, which runs once the page is idle, brings no stylesheet that would reorder the page's.
    const sheets = await page.evaluate(() => document.styleSheets.length)
    await page.evaluate(() => new Promise(resolve => requestIdleCallback(resolve)))
    await page.waitForLoadState("networkidle")
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(sheets)
  })
}
