import fs from "node:fs"
import path from "node:path"
import { site } from "../src/config/site"

/**
 * Writes public/robots.txt from the site configuration, pointing crawlers to the sitemap. Pages
 * kept out of search carry noindex instead of a Disallow, which would hide that very tag from
 * crawlers; only the CMS, which has nothing to read, is closed.
 */
export function writeRobots(publicDir: string): void {
  const lines = ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${site.url}/sitemap-index.xml`, ""]
  fs.writeFileSync(path.join(publicDir, "robots.txt"), lines.join("\n"))
}
