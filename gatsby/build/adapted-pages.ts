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

/**
 * The files an earlier build's adapter left of pages this build no longer makes (an article
 * deleted, turned into a draft or dated ahead again): Gatsby deletes such a page's x/index.html, not
 * the adapter's x.html, and Netlify keeps public/, so the page would stay online.
 */
export function removedPageFiles(earlier: readonly string[], pages: readonly BuiltPage[]): string[] {
  const kept = new Set(pages.flatMap(adaptedFiles))
  return earlier.filter(file => !kept.has(file))
}

/** Every page of the build, from Gatsby's own SitePage nodes. */
export const builtPages = (getNodesByType: (type: string) => Array<Record<string, unknown>>): BuiltPage[] =>
  getNodesByType("SitePage").map(node => ({ path: node.path as string, matchPath: node.matchPath as string | null | undefined }))

/** Where the adapted files of the last build's pages are kept between builds, in Gatsby's cache. */
const ADAPTED_FILES_KEY = "adapted-page-files"

export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ getNodesByType, reporter, cache }) => {
  const siteDirectory = process.cwd()
  const publicDir = path.join(siteDirectory, "public")
  const pages = builtPages(getNodesByType)
  const earlier: unknown = await cache.get(ADAPTED_FILES_KEY)
  const removed = removedPageFiles(Array.isArray(earlier) ? earlier : [], pages)
  for (const file of removed) fs.rmSync(path.join(publicDir, file), { force: true })
  if (removed.length) reporter.info(`${removed.length} files of pages this build no longer makes deleted from public/`)
  await cache.set(ADAPTED_FILES_KEY, pages.flatMap(adaptedFiles))
  const restored = restoreAdaptedPages(publicDir, pages)
  if (restored.length) reporter.info(`${restored.length} pages of the last build put back where Gatsby keeps them`)
  // The adapter writes every rule of _redirects, and when the file is already there it adds a blank
  // line to it: kept from build to build, as Netlify keeps public/, it would grow with every deploy.
  fs.rmSync(path.join(publicDir, "_redirects"), { force: true })
}
