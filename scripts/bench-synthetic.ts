// Sites of generated articles, built in temporary folders, beside Gatsby's blog starter given the same
// articles: how the build's time and memory, the pages, the feeds and the search grow with the articles.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { withServedBuild } from "./bench-server"
import { median, pairRatios, runTimes } from "./bench-stats"
import { largestFeeds, largestPages, searchIndexSize, type LargestFeed, type LargestPage } from "./built-output"
import { firstSearchMs } from "./first-search"
import { FASTER_MARGIN, growsFaster, growthRatio, NOISE_SECONDS, perAddedArticle, type SizedFigure } from "./growth"
import { measuredBuild, type MeasuredBuild } from "./measured-build"
import { PROCESS_KINDS } from "./process-tree"
import type { SizeOptions } from "./size-options"
import { PICTURE_EVERY, SEARCHED_WORD } from "./synthetic-articles"
import { clearBuild, removeCopy, siteCopy, starterCopy } from "./synthetic-copies"

/** One side's figures at one size: its builds (one per pair) and what the last of them left. */
interface SideAtSize {
  count: number
  builds: MeasuredBuild[]
  pages: LargestPage[]
  feeds: LargestFeed[]
  search?: { bytes: number; files: number }
  /** milliseconds, or why it could not be timed */
  firstSearch?: number | Error
}

interface Side {
  name: string
  copy: (count: number, picturesDir: string) => Promise<string>
  /** whether the side has a search page to time */
  searches: boolean
}

const ok = (at: SideAtSize) => at.builds.length > 0 && at.builds.every(build => build.ok)
const buildSeconds = (at: SideAtSize) => median(at.builds.map(build => build.seconds))
const peakBytes = (at: SideAtSize) => median(at.builds.map(build => build.peak.totalBytes))
const stepOf = (at: SideAtSize, step: string) => median(at.builds.map(build => build.steps.get(step) ?? 0))

/** What a finished build left, measured; the search timed on the build served as Netlify serves it. */
async function measureOutput(dir: string, side: Side, at: SideAtSize, port: number): Promise<void> {
  const publicDir = path.join(dir, "public")
  at.pages = largestPages(publicDir)
  at.feeds = await largestFeeds(publicDir)
  at.search = searchIndexSize(publicDir)
  if (side.searches && at.search)
    await withServedBuild(dir, port, async origin => {
      at.firstSearch = await firstSearchMs(origin, SEARCHED_WORD)
    }).catch((error: Error) => {
      // The other figures stand without it.
      process.stderr.write(`${side.name}, ${at.count} articles: the first search failed: ${error.message}\n`)
      at.firstSearch = error
    })
}

/** Builds every side at every size, `pairs` cold builds each, the sides in turn; then measures what each left. */
async function measureSides(sides: readonly Side[], { counts, pairs, port }: SizeOptions): Promise<SideAtSize[][]> {
  const picturesDir = fs.mkdtempSync(path.join(os.tmpdir(), "synthetic-pictures-"))
  const results: SideAtSize[][] = sides.map(() => [])
  try {
    for (const count of counts) {
      const dirs: string[] = []
      try {
        for (const side of sides) dirs.push(await side.copy(count, picturesDir))
        const ats = sides.map((_, s) => {
          const at: SideAtSize = { count, builds: [], pages: [], feeds: [] }
          results[s].push(at)
          return at
        })
        for (let pair = 1; pair <= pairs; pair++)
          for (const [s, side] of sides.entries()) {
            clearBuild(dirs[s])
            ats[s].builds.push(await measuredBuild(dirs[s], `${side.name}, ${count} articles, build ${pair}`))
          }
        for (const [s, side] of sides.entries()) if (ok(ats[s])) await measureOutput(dirs[s], side, ats[s], port)
      } finally {
        dirs.forEach(removeCopy)
      }
    }
  } finally {
    removeCopy(picturesDir)
  }
  return results
}

const LABEL = 52
const CELL = 15
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mebibytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`

/** A row of the table: a label, then one cell per size and side (size by size, the sides side by side), then a note. */
const row = (label: string, cells: readonly string[], note = "") =>
  console.log(`${label.padEnd(LABEL)}${cells.map(cell => cell.padStart(CELL)).join("")}${note ? `  ${note}` : ""}`)

/** A figure's growth from the smallest size to the largest ("×2.9"), marked when it outgrows the articles. */
function growthNote(figures: readonly SizedFigure[], articleRatio: number): string {
  if (figures.length < 2) return ""
  const ratio = growthRatio(figures)
  const text = Number.isFinite(ratio) ? `×${ratio.toFixed(1)}` : "from nothing"
  return growsFaster(figures) ? `${text}  << grows faster than the articles (×${articleRatio.toFixed(1)})` : text
}

function printTables(sides: readonly Side[], results: SideAtSize[][], { counts, pairs }: SizeOptions): void {
  const articleRatio = counts[counts.length - 1] / counts[0]
  const figuresOf = (s: number, value: (at: SideAtSize) => number): SizedFigure[] => results[s].filter(ok).map(at => ({ count: at.count, value: value(at) }))
  // Cells size by size, the sides side by side within a size.
  const cellsOf = (value: (at: SideAtSize, s: number, c: number) => string) =>
    counts.flatMap((_, c) => results.map((side, s) => (ok(side[c]) ? value(side[c], s, c) : "FAILED")))
  const perAdded = (s: number, c: number): string => {
    const [before, at] = [results[s][c - 1], results[s][c]]
    if (!before || !ok(before)) return ""
    const [ms] = perAddedArticle([before, at].map(x => ({ count: x.count, value: buildSeconds(x) * 1000 })))
    return `${ms.toFixed(1)} ms`
  }

  console.log("")
  console.log(
    `Generated articles in both languages (English originals, each with its Spanish translation), two tags each, a picture on one in ${PICTURE_EVERY}; ` +
      `${pairs > 1 ? `cold builds, median of ${pairs}, taken in turn` : "one cold build each"}.`,
  )
  row("", counts.flatMap(count => sides.map(() => `${count} art.`)))
  row("", counts.flatMap(() => sides.map(side => side.name)))
  // A median hides how far the runs spread, and the machine's speed drifts between pairs: each run,
  // and each pair's ratio, which cancels the drift, follow the medians.
  const eachSize = (text: (c: number) => string) => (pairs > 1 ? counts.map((count, c) => `${count}: ${text(c)}`).join("; ") : "")
  row("cold build", cellsOf(at => `${buildSeconds(at).toFixed(1)} s`), eachSize(c => sides.map((side, s) => `${side.name} ${runTimes(results[s][c].builds)} s`).join(", ")))
  if (sides.length > 1)
    row(
      "  site ÷ starter",
      cellsOf((at, s, c) => (s === 0 && ok(results[1][c]) ? (buildSeconds(at) / buildSeconds(results[1][c])).toFixed(2) : "")),
      eachSize(c => `pairs ${pairRatios(results[0][c].builds, results[1][c].builds)}`),
    )
  row("ms per added article (since the size before)", cellsOf((_, s, c) => perAdded(s, c)))
  row("peak memory (all the build's processes)", cellsOf(at => mebibytes(peakBytes(at))))
  for (const kind of PROCESS_KINDS) row(`  of it ${kind}`, cellsOf(at => mebibytes(median(at.builds.map(build => build.peak.bytesByKind[kind])))))
  row("search index (public/pagefind)", cellsOf(at => (at.search ? kb(at.search.bytes) : "none")))
  row(`first search ("${SEARCHED_WORD}"), typing to results`, cellsOf(at => (at.firstSearch === undefined ? "none" : at.firstSearch instanceof Error ? "FAILED" : `${at.firstSearch.toFixed(0)} ms`)))

  for (const [s, side] of sides.entries()) {
    const sizeCells = (value: (at: SideAtSize) => string) => results[s].map(at => (ok(at) ? value(at) : "FAILED"))
    console.log("")
    console.log(
      `${side.name}: growth from ${counts[0]} to ${counts[counts.length - 1]} articles (×${articleRatio.toFixed(1)}); "<<" where a figure grows more than ${FASTER_MARGIN * 100}% faster (steps under ${NOISE_SECONDS} s left out)`,
    )
    row("", counts.map(count => `${count} art.`), "growth")
    row("cold build, s", sizeCells(at => buildSeconds(at).toFixed(1)), growthNote(figuresOf(s, buildSeconds), articleRatio))
    row("peak memory, MiB", sizeCells(at => (peakBytes(at) / 2 ** 20).toFixed(0)), growthNote(figuresOf(s, peakBytes), articleRatio))
    const steps = [...new Set(results[s].flatMap(at => at.builds.flatMap(build => [...build.steps.keys()])))]
    for (const step of steps) {
      const figures = figuresOf(s, at => stepOf(at, step))
      if (figures.some(figure => figure.value >= NOISE_SECONDS)) row(`  ${step}`.slice(0, LABEL - 1), sizeCells(at => stepOf(at, step).toFixed(1)), growthNote(figures, articleRatio))
    }

    console.log("")
    console.log(`${side.name}: the largest page of each type (component and address), HTML / first-load JavaScript gzip, KB; the page at ${counts[counts.length - 1]} articles`)
    for (const type of [...new Set(results[s].flatMap(at => at.pages.map(page => page.type)))]) {
      const pages = results[s].map(at => at.pages.find(page => page.type === type))
      row(`  ${type}`.slice(0, LABEL - 1), pages.map(page => (page ? `${kb(page.htmlBytes).slice(0, -3)} / ${kb(page.jsBytes).slice(0, -3)}` : "")), pages[pages.length - 1]?.route ?? "")
    }

    console.log("")
    console.log(`${side.name}: feeds and llms.txt, the largest file of each name, KB (posts it carries)`)
    for (const name of [...new Set(results[s].flatMap(at => at.feeds.map(feed => feed.name)))]) {
      const feeds = results[s].map(at => at.feeds.find(feed => feed.name === name))
      const last = feeds[feeds.length - 1]
      row(
        `  ${name}`,
        feeds.map(feed => (feed ? `${(feed.bytes / 1024).toFixed(0)}${feed.items === undefined ? "" : ` (${feed.items})`}` : "")),
        last ? `${last.file}, largest of ${last.files}` : "",
      )
    }
  }
}

/**
 * Builds a site of generated articles at each size, and with `starter` Gatsby's blog starter given
 * the same articles, in turn; prints their build time, peak memory, cost per added article, Gatsby's
 * steps (flagging those that grow faster than the articles), the largest page of each type, the
 * feeds and the search, size by size.
 */
export async function syntheticTable(root: string, options: SizeOptions): Promise<void> {
  const sides: Side[] = [{ name: "site", copy: (count, pictures) => siteCopy(root, count, pictures), searches: true }]
  const starter = options.starter
  if (starter !== undefined) {
    if (!fs.existsSync(path.join(starter, "node_modules"))) throw new Error(`--starter ${starter}: no installed starter there (see docs/performance.md, "Comparing with Gatsby's blog starter")`)
    sides.push({ name: "starter", copy: (count, pictures) => starterCopy(path.resolve(starter), count, pictures), searches: false })
  }
  printTables(sides, await measureSides(sides, options), options)
}
