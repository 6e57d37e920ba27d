import fs from "node:fs"
import path from "node:path"
import { stylesheetsOf as stylesheetsIn } from "../gatsby/build/styles-in-renderer-hash"
import { guitarGamePath, MEDIA_PLAYER_PATH, STOIC_QUOTES_PATH, ZONES_PATH } from "../src/lib/paths"
import { originals, translatedOriginals, translationOf } from "./content"
import { expect, test } from "./fixtures"

// Each page carries the CSS of its own components only (gatsby/build/tuning.ts): the styles of an
// experiment, the biggest of the site, stay out of every other page.
const siteRoot = path.join(__dirname, "..")
// The site's stylesheets are this build's (public/ also keeps those of earlier builds, as Netlify keeps it).
const publicDir = path.join(siteRoot, "public")
const browserStats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
const stylesheetsOf = (chunkGroup: string): string[] => stylesheetsIn(browserStats, chunkGroup)

/** The classes a stylesheet's selectors name. */
const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(match => match[1]))
const classesOfSheets = (sheets: readonly string[]) => classesIn(sheets.map(file => fs.readFileSync(path.join(publicDir, file), "utf8")).join("\n"))
const componentOf = (pagePath: string): string =>
  JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath, "page-data.json"), "utf8")).componentChunkName

const EXPERIMENTS = [guitarGamePath, MEDIA_PLAYER_PATH, STOIC_QUOTES_PATH]
/** The classes each experiment's page is styled by and no other page of the site. */
const sheetsByExperiment = new Map(EXPERIMENTS.map(experiment => [experiment, stylesheetsOf(componentOf(experiment))]))
const elsewhere = classesOfSheets(
  Object.keys(browserStats.namedChunkGroups)
    .filter(group => !EXPERIMENTS.some(experiment => componentOf(experiment) === group))
    .flatMap(stylesheetsOf),
)
const ownClasses = new Map([...sheetsByExperiment].map(([experiment, sheets]) => [experiment, [...classesOfSheets(sheets)].filter(name => !elsewhere.has(name))]))

/** The styles a page's HTML carries in its head. */
const inlineStylesOf = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(match => match[1]).join("\n")

const article = originals.find(a => a.status === "published")!

for (const pagePath of ["/", "/blog", article.path, "/projects", "/experiments", ...EXPERIMENTS]) {
  const own = EXPERIMENTS.filter(experiment => experiment === pagePath)
  test(`${pagePath} carries the styles of ${own.length ? "its own experiment" : "no experiment"}, and no other experiment's`, async ({ request }) => {
    const html = await (await request.get(pagePath)).text()
    const carried = classesIn(inlineStylesOf(html))
    for (const experiment of EXPERIMENTS) expect(ownClasses.get(experiment)!.length, experiment).toBeGreaterThan(0)
    const present = EXPERIMENTS.filter(experiment => ownClasses.get(experiment)!.some(name => carried.has(name)))
    expect(present).toEqual(own)
  })
}

// Markup the browser keeps as the server wrote it (ServerRendered, Island) is drawn by the page's own
// styles from the first paint, before any code of its components arrives: no class it carries is
// styled by a stylesheet of the site's and not by the page. (A class that only composes others has
// no rules of its own anywhere.)
const styledSomewhere = classesIn(
  [...new Set(Object.keys(browserStats.namedChunkGroups).flatMap(chunkGroup => stylesheetsOf(chunkGroup)))]
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
