import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { CMS_PATH, IDENTITY_LANDING_PATH } from "../src/lib/identity"
import { CMS_POLICY, contentSecurityPolicy, headersFile, type PathHeaders } from "../src/lib/security-headers"

/**
 * Every HTML page of the build with the URL path a browser requests for it. Gatsby writes a page
 * as x/index.html, and the adapter then moves it to x.html; a page whose HTML did not change since
 * the last build is only in x.html, a changed one is in both until the adapter runs (the newer in
 * x/index.html). Gatsby writes the not-found page twice, and Netlify answers /404 with 404.html.
 */
function htmlPages(publicDir: string): Array<{ urlPath: string; file: string }> {
  const pages = new Map<string, { file: string; fresh: boolean }>()
  const add = (segments: string[], file: string, fresh: boolean) => {
    const urlPath = `/${segments.map(encodeURIComponent).join("/")}`
    const known = pages.get(urlPath)
    if (!known || (fresh && !known.fresh)) pages.set(urlPath, { file, fresh })
  }
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        // page-data and static hold no pages; the CMS has a policy of its own.
        if (segments.length === 0 && ["page-data", "static", "admin", "~partytown"].includes(entry.name)) continue
        walk(file, [...segments, entry.name])
      } else if (entry.name === "index.html") {
        add(segments, file, segments.join("/") !== "404")
      } else if (entry.name.endsWith(".html")) {
        const name = entry.name.slice(0, -".html".length)
        add([...segments, name], file, segments.length === 0 && name === "404")
      }
    }
  }
  walk(publicDir, [])
  pages.set("/404.html", { file: path.join(publicDir, "404.html"), fresh: true })
  return [...pages].map(([urlPath, { file }]) => ({ urlPath, file })).sort((a, b) => a.urlPath.localeCompare(b.urlPath))
}

/** The file Netlify answers an address with once the adapter has laid out the pages (trailingSlash "never"). */
const servedFile = (urlPath: string): string => (urlPath === "/" ? "/index.html" : urlPath.endsWith(".html") ? urlPath : `${urlPath}.html`)

/** A page that also answers every address its matchPath matches (such as "Draft Not Found" under the owner area). */
export interface ClientRoute {
  path: string
  matchPath: string
}

/** The file the adapter answers a matchPath with: /backstage/* is served by backstage/[...].html. */
const matchPathFile = (matchPath: string): string =>
  `/${matchPath
    .split("/")
    .filter(Boolean)
    .map(segment => encodeURIComponent(segment === "*" ? "[...]" : segment.replace(/^:(.+)$/, "[$1]")))
    .join("/")}.html`

/** Writes public/_headers: security headers for every path and a hash-based CSP for every page. */
export function writeHeaders(publicDir: string, reporter: Reporter, clientRoutes: readonly ClientRoute[] = []): void {
  const env = { analytics: Boolean(process.env.GATSBY_GA_MEASUREMENT_ID), supabaseUrl: process.env.GATSBY_SUPABASE_URL || undefined }
  const policyOf = (file: string, urlPath: string) =>
    contentSecurityPolicy(fs.readFileSync(file, "utf8"), { ...env, identity: urlPath === IDENTITY_LANDING_PATH })
  // A page's rule names both the address a reader asks for and the file that answers it: Netlify's
  // local server matches rules against the file it found (/about.html for /about), and a page must
  // never fall back to the not-found page's policy.
  const pages = new Map<string, PathHeaders>()
  for (const page of htmlPages(publicDir)) {
    const csp = policyOf(page.file, page.urlPath)
    for (const rulePath of [page.urlPath, servedFile(page.urlPath)]) pages.set(rulePath, { path: rulePath, csp })
  }
  // The adapter moves such a page to its matchPath's file only after this step, so a fresh build
  // has no file of that name yet, and an unchanged page has only that file. The pattern's rule
  // comes before the pages' (the later rule wins), so a page it also matches keeps its own policy.
  const matched: PathHeaders[] = []
  for (const route of clientRoutes) {
    const csp = pages.get(encodeURI(route.path))?.csp ?? pages.get(matchPathFile(route.matchPath))?.csp
    if (!csp) continue
    matched.push({ path: route.matchPath, csp })
    pages.set(matchPathFile(route.matchPath), { path: matchPathFile(route.matchPath), csp })
  }
  const cmsRoot = CMS_PATH.replace(/\/$/, "")
  const cms: PathHeaders[] = [cmsRoot, `${cmsRoot}/*`].map(cmsPath => ({ path: cmsPath, csp: CMS_POLICY }))
  const notFound = policyOf(path.join(publicDir, "404.html"), "/404.html")
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(notFound, [...cms, ...matched, ...pages.values()]))
  reporter.info(`_headers: security headers, a Content-Security-Policy for every page, the CMS and missing pages`)
}
