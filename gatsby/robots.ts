import fs from "node:fs"
import path from "node:path"
import { site } from "../src/config/site"
import { NOT_INDEXED } from "../src/lib/sitemap"

/** Writes public/robots.txt from the site configuration, pointing crawlers to the sitemap. */
export function writeRobots(publicDir: string): void {
  const disallowed = [...new Set(NOT_INDEXED.map(pattern => pattern.replace(/\/\*\*$/, "/")))].filter(p => !p.startsWith("/404"))
  const lines = ["User-agent: *", "Allow: /", ...disallowed.map(p => `Disallow: ${p}`), "", `Sitemap: ${site.url}/sitemap-index.xml`, ""]
  fs.writeFileSync(path.join(publicDir, "robots.txt"), lines.join("\n"))
}
