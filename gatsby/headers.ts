import fs from "node:fs"
import path from "node:path"
import { setImmediate as setImmediatePromise } from "node:timers/promises"
import type { Reporter } from "gatsby"
import { CMS_PATH } from "../src/lib/identity"
import { IDENTITY_LANDING_PATH } from "../src/lib/identity-link"
import { measurementId } from "../src/lib/gtag-setup"
import { canSearch, CMS_POLICY, contentSecurityPolicy, FEED_POLICY, headersFile, type PathHeaders } from "../src/lib/security-headers"
import { adaptedFile, routeOf, writtenFile, type BuiltPage } from "./build/adapted-pages"
import { knownScripts, pageScripts } from "./inline-scripts"
import { alphabetical } from "../src/lib/alphabetical"

/** The not-found page's own addresses: Gatsby builds it as /404 and /404.html. */
const NOT_FOUND_PATHS = ["/404", "/404.html"]

/** A path as a browser requests it: each segment percent-encoded, a rule's `*` kept. */
const encoded = (urlPath: string): string => urlPath.split("/").map(segment => (segment === "*" ? segment : encodeURIComponent(segment))).join("/")

/**
 * Writes public/_headers: security headers for every path and a hash-based CSP for every page, which
 * admits the inline scripts of the known list that the page holds (gatsby/inline-scripts.ts), read
 * from the HTML Gatsby wrote (x/index.html: gatsby/build/adapted-pages.ts keeps it there until the adapter
 * lays the pages out), and the feeds' policy for each RSS and Atom feed (`feedPaths`, as written in
 * public/). Throws, naming each page and line, when a page holds code the build did not write.
 */
export async function writeHeaders(publicDir: string, pages: readonly BuiltPage[], feedPaths: readonly string[], reporter: Reporter): Promise<void> {
  const env = { analytics: measurementId() !== null, supabaseUrl: process.env.GATSBY_SUPABASE_URL || undefined }
  const known = await knownScripts(publicDir, measurementId())
  const refused: string[] = []
  const policyOf = (pagesOfIt: readonly BuiltPage[], extra: { identity?: boolean }) => {
    const files = pagesOfIt.map(page => writtenFile(page.path))
    const checked = files.map(file => {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8")
      const { scripts, unknown } = pageScripts(html, pagesOfIt.map(page => page.path), known)
      refused.push(...unknown.map(problem => `public${file}: ${problem}`))
      return { scripts, search: canSearch(html) }
    })
    const scripts = checked.flatMap(page => page.scripts)
    return contentSecurityPolicy(scripts, { ...env, ...extra, search: checked.some(page => page.search) })
  }

  // Netlify answers a missing address with 404.html, which the adapter then replaces with the /404
  // page: one policy admits the inline scripts of both, wherever the not-found page is asked for.
  const notFound = policyOf(pages.filter(page => NOT_FOUND_PATHS.includes(page.path)), {})

  // A page's rule names both the address a reader asks for and the file that answers it: Netlify's
  // local server matches rules against the file it found (/about.html for /about). Of two matching
  // rules the later wins, so an address under a matchPath (/backstage/*) comes before the pages
  // below it, and the not-found policy of `/*` before all.
  const rules = new Map<string, PathHeaders>()
  for (const page of pages) {
    if (NOT_FOUND_PATHS.includes(page.path)) continue
    // A turn of the event loop between pages lets the search index, built meanwhile by Pagefind's
    // own process (gatsby/post-build.ts), be sent its next pages: reading each page takes milliseconds.
    await setImmediatePromise()
    const csp = policyOf([page], { identity: page.path === IDENTITY_LANDING_PATH })
    for (const rulePath of [routeOf(page), adaptedFile(page)].map(encoded)) rules.set(rulePath, { path: rulePath, csp })
  }
  if (refused.length) throw new Error(`pages hold code the build did not write, which no policy may admit:\n${refused.join("\n")}`)
  const pageRules = [...rules.values()].sort((a, b) => Number(b.path.includes("*")) - Number(a.path.includes("*")) || alphabetical("en")(a.path, b.path))
  const cmsRoot = CMS_PATH.replace(/\/$/, "")
  const cms: PathHeaders[] = [cmsRoot, `${cmsRoot}/*`].map(cmsPath => ({ path: cmsPath, csp: CMS_POLICY }))
  const notFoundRules = NOT_FOUND_PATHS.map(notFoundPath => ({ path: notFoundPath, csp: notFound }))
  const feedRules = feedPaths.map(feedPath => ({ path: encoded(feedPath), csp: FEED_POLICY }))
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(notFound, [...cms, ...notFoundRules, ...pageRules, ...feedRules]))
  reporter.info(`_headers: security headers, a Content-Security-Policy for ${pages.length} pages, ${feedPaths.length} feeds, the CMS and missing pages`)
}
