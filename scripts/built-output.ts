// What a finished build left in its public/ folder, measured as the size figures need it: the largest
// page of each type, the feeds, llms.txt and the search index. Works on any Gatsby build.
import fs from "node:fs"
import path from "node:path"
import Parser from "rss-parser"
import { firstLoadJs } from "./first-load-js"
import { largestBy, pageTypes } from "./page-types"

/** The largest page of one type: its address, HTML bytes and first-load JavaScript (gzip bytes). */
export interface LargestPage {
  type: string
  route: string
  htmlBytes: number
  jsBytes: number
}

/** Every file under `dir` whose name `wanted` accepts, as paths relative to `dir`. */
function filesUnder(dir: string, wanted: (name: string) => boolean, relative = ""): string[] {
  if (!fs.existsSync(path.join(dir, relative))) return []
  return fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap(entry => {
    const file = path.posix.join(relative, entry.name)
    if (entry.isDirectory()) return filesUnder(dir, wanted, file)
    return wanted(entry.name) ? [file] : []
  })
}

/**
 * The HTML that answers a page's address: x.html where Netlify's adapter laid the pages out,
 * x/index.html where Gatsby wrote them; none for a page served only by the browser's router.
 */
function htmlOf(publicDir: string, route: string): string | undefined {
  const decoded = route.replace(/\/$/, "")
  const candidates = route.endsWith(".html") ? [route] : decoded === "" ? ["index.html"] : [`${decoded}.html`, path.posix.join(decoded, "index.html")]
  return candidates.map(file => path.join(publicDir, file)).find(file => fs.existsSync(file))
}

/** The largest page of each type, by its HTML, with the first-load JavaScript of that page. */
export function largestPages(publicDir: string): LargestPage[] {
  const dataDir = path.join(publicDir, "page-data")
  const pages = filesUnder(dataDir, name => name === "page-data.json").flatMap(file => {
    const { path: route, componentChunkName } = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as { path: string; componentChunkName: string }
    const html = htmlOf(publicDir, route)
    return html ? [{ route, componentChunkName, html, htmlBytes: fs.statSync(html).size }] : []
  })
  const types = pageTypes(pages)
  const largest = largestBy(pages.keys(), i => types[i], i => pages[i].htmlBytes)
  return [...largest].map(([type, i]) => ({
    type,
    route: pages[i].route,
    htmlBytes: pages[i].htmlBytes,
    jsBytes: firstLoadJs(publicDir, fs.readFileSync(pages[i].html, "utf8"), pages[i].componentChunkName).bytes,
  }))
}

/** The files a reader's feed app or a language model reads whole, by name. */
export const FEED_NAMES = ["rss.xml", "atom.xml", "feed.json", "llms.txt"] as const

/** The largest file of one feed's name (with how many there are), and the posts it carries. */
export interface LargestFeed {
  name: string
  files: number
  file: string
  bytes: number
  /** items in RSS, entries in Atom, items in JSON Feed; none for llms.txt */
  items?: number
}

/** How many posts a feed carries, read as a feed reader reads it. */
async function feedItems(file: string): Promise<number | undefined> {
  const text = fs.readFileSync(file, "utf8")
  if (file.endsWith(".json")) return (JSON.parse(text) as { items: unknown[] }).items.length
  if (file.endsWith(".xml")) return (await new Parser().parseString(text)).items.length
  return undefined
}

/** For each feed name, the largest such file anywhere in the build. */
export async function largestFeeds(publicDir: string): Promise<LargestFeed[]> {
  const files = filesUnder(publicDir, name => (FEED_NAMES as readonly string[]).includes(name)).map(file => ({
    file: `/${file}`,
    name: path.posix.basename(file),
    bytes: fs.statSync(path.join(publicDir, file)).size,
  }))
  const largest = largestBy(files, file => file.name, file => file.bytes)
  return Promise.all(
    FEED_NAMES.flatMap(name => {
      const file = largest.get(name)
      if (!file) return []
      return [feedItems(path.join(publicDir, file.file)).then(items => ({ ...file, files: files.filter(other => other.name === name).length, items }))]
    }),
  )
}

/** The search index Pagefind wrote (public/pagefind): its bytes and files; undefined for a build without one. */
export function searchIndexSize(publicDir: string): { bytes: number; files: number } | undefined {
  const dir = path.join(publicDir, "pagefind")
  const files = filesUnder(dir, () => true)
  if (files.length === 0) return undefined
  return { bytes: files.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0), files: files.length }
}
