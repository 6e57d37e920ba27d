import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { CMS_PATH } from "../src/lib/identity"
import { IDENTITY_LANDING_PATH } from "../src/lib/identity-link"
import { measurementId } from "../src/lib/gtag-setup"
import { CMS_POLICY, contentSecurityPolicy, FEED_POLICY, headersFile, type PathHeaders } from "../src/lib/security-headers"
import { adaptedFile, routeOf, writtenFile, type BuiltPage } from "./build/adapted-pages"
import { knownScripts } from "./inline-scripts"
import { onAnotherCore } from "./build/on-another-core"
import type { CheckedGroup, PageGroup } from "./page-scripts"
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
  // Netlify answers a missing address with 404.html, which the adapter then replaces with the /404
  // page: one policy admits the inline scripts of both, wherever the not-found page is asked for.
  const notFoundPages = pages.filter(page => NOT_FOUND_PATHS.includes(page.path))
  const otherPages = pages.filter(page => !NOT_FOUND_PATHS.includes(page.path))
  const groups: PageGroup[] = [notFoundPages, ...otherPages.map(page => [page])].map(group => ({
    paths: group.map(page => page.path),
    files: group.map(page => writtenFile(page.path)),
  }))
  // Reading every page with a browser's parser is most of this step: it runs on the core that the
  // search index and the feeds, written meanwhile in this process, leave free.
  const [notFoundChecked, ...checked] = await onAnotherCore<typeof import("./page-scripts"), "checkPages">(path.resolve("gatsby", "page-scripts.ts"), "checkPages", publicDir, groups, known)
  const policyOf = ({ scripts, search }: CheckedGroup, extra: { identity?: boolean }) => contentSecurityPolicy(scripts, { ...env, ...extra, search })
  const refused = [notFoundChecked, ...checked].flatMap(group => group.refused)
  const notFound = policyOf(notFoundChecked, {})

  // A page's rule names both the address a reader asks for and the file that answers it: Netlify's
  // local server matches rules against the file it found (/about.html for /about). Of two matching
  // rules the later wins, so an address under a matchPath (/backstage/*) comes before the pages
  // below it, and the not-found policy of `/*` before all.
  const rules = new Map<string, PathHeaders>()
  otherPages.forEach((page, i) => {
    const csp = policyOf(checked[i], { identity: page.path === IDENTITY_LANDING_PATH })
    for (const rulePath of [routeOf(page), adaptedFile(page)].map(encoded)) rules.set(rulePath, { path: rulePath, csp })
  })
  if (refused.length) throw new Error(`pages hold code the build did not write, which no policy may admit:\n${refused.join("\n")}`)
  const pageRules = [...rules.values()].sort((a, b) => Number(b.path.includes("*")) - Number(a.path.includes("*")) || alphabetical("en")(a.path, b.path))
  const cmsRoot = CMS_PATH.replace(/\/$/, "")
  const cms: PathHeaders[] = [cmsRoot, `${cmsRoot}/*`].map(cmsPath => ({ path: cmsPath, csp: CMS_POLICY }))
  const notFoundRules = NOT_FOUND_PATHS.map(notFoundPath => ({ path: notFoundPath, csp: notFound }))
  const feedRules = feedPaths.map(feedPath => ({ path: encoded(feedPath), csp: FEED_POLICY }))
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(notFound, [...cms, ...notFoundRules, ...pageRules, ...feedRules]))
  reporter.info(`_headers: security headers, a Content-Security-Policy for ${pages.length} pages, ${feedPaths.length} feeds, the CMS and missing pages`)
}
