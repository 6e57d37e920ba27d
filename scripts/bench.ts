// npm run bench: builds the site and prints its figures. Measures; asserts nothing.
// Each figure the budgets judge is a median of five runs (bench-stats.ts).
//   --cold            five builds, each from an empty cache (gatsby clean) so image processing is counted too
//   --no-lighthouse   skip the Lighthouse table and the font lookups
//   --no-rebuilds     skip the rebuilds (nothing changed, one article edited; five of each)
//   --no-synthetic    skip the synthetic builds (500 and 2,000 articles)
//   --synthetic N,M   only sites of N, M… generated articles, without the site's own build (docs/performance.md)
//   --starter PATH    beside each, Gatsby's blog starter (an installed copy at PATH) given the same articles
//   --pairs K         with the two flags above: K cold builds of each, in turn (default 1)
//   --port P          with them: serve the generated site on P and P+1 for its first search (default 9300)
//   --only T,U        only these page types (as the tables name them: home, article…) in the page table and Lighthouse
//   --lighthouse-starter PATH  beside the Lighthouse rows of the home page and the article, the same pages
//                     of Gatsby's blog starter at PATH (given the site's Markdown), built there first
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { drafts, picturesIn, publishedOriginals, translationOf } from "../e2e/content"
import { writtenPageData } from "../gatsby/build/adapted-pages"
import { blogPages } from "../src/lib/blog-pages"
import { ARCHIVE_PATH, draftPath, guitarGamePath, MEDIA_PLAYER_PATH, STOIC_QUOTES_PATH, tagPath } from "../src/lib/paths"
import { fontTable } from "./bench-fonts"
import { lighthouseTable, type PageType, type StarterPages } from "./bench-lighthouse"
import { rebuildTable, timedBuild } from "./bench-rebuilds"
import { withServedBuild, withServedFiles } from "./bench-server"
import { RUNS, secondsSummary } from "./bench-stats"
import { syntheticTable } from "./bench-synthetic"
import { firstLoadJs } from "./first-load-js"
import { answerFor, fileIn, rewritesIn, type Rewrite } from "./netlify-files.mjs"
import { DEFAULT_PORT, DEFAULT_SIZES, sizeOptions, type SizeOptions } from "./size-options"

const root = path.resolve(__dirname, "..")
const publicDir = path.join(root, "public")
// The bench builds in the development mode, as `npm start` does: it measures, and it never deploys.
process.env.OWNER_PASSWORD_MODE ??= "development"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

// Picked from the content as it is today, as the browser tests pick theirs (e2e/content.ts): the newest
// translated article, one whose text shows a picture, the most used tag and a draft, so an editor's
// change never breaks the bench. The owner's only: the bench builds as a deploy does, without the tests' articles.
const ownersOnly = <T extends { file: string }>(articles: readonly T[]) => articles.filter(a => a.file.startsWith("content/"))
const newestFirst = ownersOnly(publishedOriginals).sort((a, b) => b.date.localeCompare(a.date))
const [ownerDraft] = ownersOnly(drafts)
const article = newestFirst.find(original => translationOf(original.slug)) ?? newestFirst[0]
const tagUses = new Map<string, number>()
for (const original of newestFirst) for (const tag of original.tags) tagUses.set(tag, (tagUses.get(tag) ?? 0) + 1)
const [topTag] = [...tagUses].sort((a, b) => b[1] - a[1])[0]
const translation = translationOf(article.slug)
// Its pictures' zoom loads on such an article only.
const withPicture = newestFirst.find(original => picturesIn(original).length > 0)
// A numbered page of the blog, once it has more posts than one page lists.
const [, secondBlogPage] = blogPages("/blog", newestFirst.length)

/** One page of every page type. */
const PAGE_TYPES: PageType[] = [
  ["home", "/"],
  ["about", "/about"],
  ["now", "/now"],
  ["blog", "/blog"],
  ...(secondBlogPage ? [["blog page", secondBlogPage.path] as PageType] : []),
  ["tag", tagPath(topTag)],
  ["archive", ARCHIVE_PATH],
  ["article", article.path],
  ...(translation ? [["translation", translation.path] as PageType] : []),
  ...(withPicture ? [["picture", withPicture.path] as PageType] : []),
  ["404", "/404.html"],
  ["zones", "/projects/inah"],
  ["experiments", "/experiments"],
  ["game", guitarGamePath],
  ["quotes", STOIC_QUOTES_PATH],
  ["projects", "/projects"],
  ["category", "/projects/tech"],
  ["contact", "/contact"],
  ["newsletter", "/newsletter"],
  ["search", "/search"],
  ["unsubscribe", "/unsubscribe"],
  ["confirm", "/confirm-subscription"],
  ["owner", "/backstage"],
  ...(ownerDraft ? [["draft", draftPath(ownerDraft.slug)] as PageType] : []),
  ["media player", MEDIA_PLAYER_PATH],
  ["player docs", "/development/media-player-react"],
]

/** The page types `--only home,article` names, in the table's order; all of them without it. A name no type has stops the bench. */
function chosenPageTypes(): PageType[] {
  const at = process.argv.indexOf("--only")
  if (at === -1) return PAGE_TYPES
  const names = (process.argv[at + 1] ?? "").split(",").map(name => name.trim())
  const unknown = names.filter(name => !PAGE_TYPES.some(([type]) => type === name))
  if (unknown.length) throw new Error(`--only: no page type ${unknown.join(", ")}; the types are ${PAGE_TYPES.map(([type]) => type).join(", ")}`)
  return PAGE_TYPES.filter(([type]) => names.includes(type))
}

/** Seconds of each build: with --cold, RUNS builds each from an empty cache; otherwise one on the cache as it is. */
function builds(): number[] {
  if (!process.argv.includes("--cold")) return [timedBuild(root)]
  return Array.from({ length: RUNS }, () => {
    execFileSync("npx", ["gatsby", "clean"], { cwd: root, env, stdio: "ignore" })
    return timedBuild(root)
  })
}

/** The file of public/ that answers an address, as Netlify's CDN answers it. */
function fileAnswering(address: string, rewrites: readonly Rewrite[]): string {
  const answer = answerFor(address, rewrites, candidate => fileIn(publicDir, candidate) !== undefined)
  const file = "path" in answer ? fileIn(publicDir, answer.path) : undefined
  if (file === undefined) throw new Error(`No file of public/ answers ${address}`)
  return file
}

/** Every page Gatsby built has its page-data. */
function countPages(dir: string): number {
  let count = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countPages(path.join(dir, entry.name))
    else if (entry.name === "page-data.json") count += 1
  }
  return count
}

/** The component of the page that answers a route, as the page-data Netlify answers for it names it. */
const componentChunkNameOf = (route: string, rewrites: readonly Rewrite[]): string =>
  JSON.parse(fs.readFileSync(fileAnswering(writtenPageData(route), rewrites), "utf8")).componentChunkName

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The site's own build: its time, its pages, and one page of every type. */
async function siteTable(): Promise<void> {
  const seconds = builds()
  console.log(`build: ${seconds.length > 1 ? secondsSummary(seconds) : `${seconds[0].toFixed(1)} s`}${process.argv.includes("--cold") ? " (cold cache)" : " (warm cache)"}`)
  console.log(`pages: ${countPages(path.join(publicDir, "page-data"))}`)
  console.log("")
  console.log("page type    path                                        HTML       HTML gz   first-load JS gz (files)")
  const rewrites = await rewritesIn(publicDir)
  for (const [type, route] of pageTypes) {
    const html = fs.readFileSync(fileAnswering(route, rewrites), "utf8")
    const js = firstLoadJs(publicDir, html, componentChunkNameOf(route, rewrites))
    console.log(
      `${type.padEnd(12)} ${route.padEnd(43)} ${kb(Buffer.byteLength(html)).padStart(9)}  ${kb(gzipSync(html).length).padStart(9)}  ${kb(js.bytes).padStart(9)} (${js.files})`,
    )
  }
}

/**
 * With `--lighthouse-starter PATH`, Gatsby's blog starter there, given this site's Markdown as
 * docs/performance.md says (each article in content/blog/{slug}/), is built and served (on the port
 * after the two the site takes) while `measure` runs with its home page and the bench's article.
 */
async function withStarterPages(measure: (starter?: StarterPages) => Promise<void>): Promise<void> {
  const at = process.argv.indexOf("--lighthouse-starter")
  if (at === -1) return measure()
  const named = process.argv[at + 1]
  if (named === undefined || named.startsWith("--")) throw new Error("--lighthouse-starter needs the starter's folder")
  const starter = path.resolve(named)
  if (!fs.existsSync(path.join(starter, "node_modules"))) throw new Error(`--lighthouse-starter ${starter}: no installed starter there (docs/performance.md, "Comparing with Gatsby's blog starter")`)
  const articleRoute = `/${article.slug}/`
  execFileSync("npx", ["gatsby", "build"], { cwd: starter, env, stdio: "ignore" })
  if (!fs.existsSync(path.join(starter, "public", article.slug, "index.html"))) throw new Error(`--lighthouse-starter ${starter}: it made no page ${articleRoute}; give it this site's Markdown first`)
  await withServedFiles(path.join(starter, "public"), DEFAULT_PORT + 2, origin =>
    measure({ origin, pageTypes: [["home", "/"], ["article", articleRoute]] }),
  )
}

async function extraTables() {
  if (!process.argv.includes("--no-lighthouse"))
    await withServedBuild(root, DEFAULT_PORT, origin =>
      withStarterPages(async starter => {
        lighthouseTable(origin, pageTypes, starter)
        await fontTable(origin, pageTypes)
      }),
    )
  if (!process.argv.includes("--no-rebuilds")) rebuildTable(root, `content/articles/${article.slug}.md`)
  if (!process.argv.includes("--no-synthetic")) await syntheticTable(root, { counts: DEFAULT_SIZES, pairs: 1, port: DEFAULT_PORT })
}

let sizes: SizeOptions | undefined
let pageTypes: PageType[] = PAGE_TYPES
try {
  sizes = sizeOptions(process.argv)
  pageTypes = chosenPageTypes()
} catch (error) {
  console.error(`npm run bench: ${(error as Error).message}`)
  process.exit(2)
}
if (sizes) void syntheticTable(root, sizes)
else void siteTable().then(extraTables)
