import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

/** A page of the build as Gatsby keeps it (a SitePage node). */
export interface BuiltPage {
  path: string
  matchPath?: string | null
}

/** Where Gatsby writes a page's HTML (gatsby-core-utils' generateHtmlPath): x/index.html, unless the path names an .html file. */
export const writtenFile = (pagePath: string): string => (/\.html?$/i.test(pagePath) ? pagePath : path.posix.join(pagePath, "index.html"))

/** The address a page answers: its matchPath with a named wildcard made plain (Gatsby's getRoutePathFromPage), or its path. */
export const routeOf = (page: BuiltPage): string => page.matchPath?.replace(/\*.+$/, "*") ?? page.path

/**
 * Where Netlify's adapter moves a page's HTML at the end of a build (gatsby-adapter-netlify's
 * pretty URLs, for trailingSlash "never"): x.html, with a matchPath's `*` written as `[...]`.
 */
export function adaptedFile(page: BuiltPage): string {
  const route = dynamicRoute(routeOf(page))
  if (route.endsWith(".html")) return route
  return route.endsWith("/") ? `${route}index.html` : `${route}.html`
}

const dynamicRoute = (route: string): string => route.replace(/:([^:/\\]+)/g, "[$1]").replace(/\*([^:/\\]*)/g, "[...$1]")

/** Where Gatsby writes a page's data: page-data/{path}/page-data.json, the root as "index". */
export const writtenPageData = (pagePath: string): string =>
  path.posix.join("/page-data", pagePath === "/" ? "index" : pagePath.replace(/\/$/, ""), "page-data.json")

/** Where the adapter moves the data of a page with a matchPath: one file named as its route (page-data/backstage/[...]). */
export const adaptedPageData = (page: BuiltPage): string | undefined =>
  page.matchPath ? path.posix.join("/page-data", dynamicRoute(routeOf(page))) : undefined

/**
 * A later build with the cache keeps a page whose HTML has not changed, yet when the site's
 * JavaScript has changed Gatsby reopens every page's x/index.html to stitch slices into it, and
 * stops with ENOENT where the adapter moved it; it also reads back the data of a matchPath page,
 * which the adapter moved too. So before the pages are built, each file the adapter moved is put
 * back where Gatsby wrote it; the adapter moves it again afterwards.
 *
 * Returns the pages it put back.
 */
export function restoreAdaptedPages(publicDir: string, pages: readonly BuiltPage[]): string[] {
  const restored: string[] = []
  const putBack = (written: string, adapted: string): boolean => {
    if (written === adapted || fs.existsSync(written) || !fs.existsSync(adapted)) return false
    fs.mkdirSync(path.dirname(written), { recursive: true })
    fs.copyFileSync(adapted, written)
    return true
  }
  for (const page of pages) {
    const html = putBack(path.join(publicDir, writtenFile(page.path)), path.join(publicDir, adaptedFile(page)))
    const pageData = adaptedPageData(page)
    const data = pageData !== undefined && putBack(path.join(publicDir, writtenPageData(page.path)), path.join(publicDir, pageData))
    if (html || data) restored.push(page.path)
  }
  return restored
}

/** The files the adapter leaves of a page: its HTML, and a matchPath page's data. */
export const adaptedFiles = (page: BuiltPage): string[] => [adaptedFile(page), adaptedPageData(page)].filter(file => file !== undefined)

/** The folders of public/ that hold Gatsby's own files, not pages: pictures and assets, and slices. */
const GATSBY_FOLDERS = new Set(["/static", "/_gatsby"])

/**
 * Whether a file of public/ holds a page: HTML outside GATSBY_FOLDERS, or a page's data, which
 * holds all the page shows (an article's whole text): page-data.json, or named as a route where
 * the adapter moved it. The site's data (app-data.json) and the static queries' (sq/) are not a page's.
 */
function holdsPage(file: string): boolean {
  if (file.startsWith("/page-data/")) return path.posix.basename(file) === "page-data.json" || !file.endsWith(".json")
  return !GATSBY_FOLDERS.has(`/${file.split("/")[1]}`) && /\.html?$/i.test(file)
}

/**
 * The files of `publicFiles` (paths in public/) that hold a page this build does not make: an
 * article deleted, turned into a draft or dated ahead again. Gatsby deletes such a page's
 * x/index.html and data only while its cache remembers the page, and never the adapter's x.html,
 * and Netlify keeps public/, so the page would stay online. Any change of a plugin's options empties Gatsby's
 * cache, so this is judged from public/ itself: a file that holds a page is stray unless a page of
 * this build or the static folder (`staticFiles`) accounts for it.
 */
export function strayPageFiles(publicFiles: readonly string[], pages: readonly BuiltPage[], staticFiles: readonly string[]): string[] {
  const accounted = new Set([...pages.flatMap(page => [writtenFile(page.path), writtenPageData(page.path), ...adaptedFiles(page)]), ...staticFiles])
  return publicFiles.filter(file => holdsPage(file) && !accounted.has(file)).sort()
}

/** The files under `folder`, as paths from it ("/a/b.html"), leaving out the subfolders `skipped` names. */
function filesUnder(folder: string, skipped: ReadonlySet<string> = new Set()): string[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap(entry => {
      const at = `/${entry.name}`
      if (entry.isDirectory()) return skipped.has(at) ? [] : filesUnder(path.join(folder, entry.name)).map(file => at + file)
      return [at]
    })
}

/** Every page of the build, from Gatsby's own SitePage nodes. */
export const builtPages = (getNodesByType: (type: string) => Array<Record<string, unknown>>): BuiltPage[] =>
  getNodesByType("SitePage").map(node => ({ path: node.path as string, matchPath: node.matchPath as string | null | undefined }))

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ getNodesByType, reporter }) => {
  const siteDirectory = process.cwd()
  const publicDir = path.join(siteDirectory, "public")
  const pages = builtPages(getNodesByType)
  const stray = strayPageFiles(filesUnder(publicDir, GATSBY_FOLDERS), pages, filesUnder(path.join(siteDirectory, "static")))
  for (const file of stray) fs.rmSync(path.join(publicDir, file))
  if (stray.length) reporter.info(`${stray.length} files of pages this build no longer makes deleted from public/`)
  const restored = restoreAdaptedPages(publicDir, pages)
  if (restored.length) reporter.info(`${restored.length} pages of the last build put back where Gatsby keeps them`)
  // The adapter writes every rule of _redirects, and when the file is already there it adds a blank
  // line to it: kept from build to build, as Netlify keeps public/, it would grow with every deploy.
  fs.rmSync(path.join(publicDir, "_redirects"), { force: true })
}
