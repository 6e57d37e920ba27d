import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { contentSecurityPolicy, headersFile, type PageHeaders } from "../src/lib/security-headers"

/** Every HTML page of the build with the URL path a browser requests for it. */
function htmlPages(publicDir: string): Array<{ urlPath: string; file: string }> {
  const pages: Array<{ urlPath: string; file: string }> = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // page-data and static hold no pages; the CMS brings its own policy needs.
        if (segments.length === 0 && ["page-data", "static", "admin", "~partytown"].includes(entry.name)) continue
        walk(path.join(dir, entry.name), [...segments, entry.name])
      } else if (entry.name === "index.html") {
        pages.push({ urlPath: `/${segments.map(encodeURIComponent).join("/")}`, file: path.join(dir, entry.name) })
      } else if (segments.length === 0 && entry.name === "404.html") {
        pages.push({ urlPath: "/404.html", file: path.join(dir, entry.name) })
      }
    }
  }
  walk(publicDir, [])
  return pages.sort((a, b) => a.urlPath.localeCompare(b.urlPath))
}

/** Writes public/_headers: security headers for every path and a hash-based CSP for every page. */
export function writeHeaders(publicDir: string, reporter: Reporter): void {
  const origins = { analytics: Boolean(process.env.GATSBY_GA_MEASUREMENT_ID), supabaseUrl: process.env.GATSBY_SUPABASE_URL || undefined }
  const pages: PageHeaders[] = htmlPages(publicDir).map(page => ({
    path: page.urlPath,
    csp: contentSecurityPolicy(fs.readFileSync(page.file, "utf8"), origins),
  }))
  // On Netlify the adapter publishes the common headers from gatsby-config's `headers`.
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(pages, { withCommon: !process.env.NETLIFY }))
  reporter.info(`_headers: security headers and a Content-Security-Policy for ${pages.length} pages`)
}
