import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

/**
 * Netlify's adapter moves each page's `x/index.html` to `x.html` at the end of a build (the site
 * has `trailingSlash: "never"`). The next build with the cache keeps a page whose HTML has not
 * changed, yet when the site's JavaScript has changed Gatsby reopens every page's `x/index.html`
 * to stitch slices into it, and stops with ENOENT. So before the pages are built, each page the
 * adapter moved is put back where Gatsby wrote it; the adapter moves it again afterwards.
 *
 * Returns the pages it put back.
 */
export function restoreAdaptedPages(publicDir: string, pagePaths: readonly string[]): string[] {
  const restored: string[] = []
  for (const pagePath of pagePaths) {
    // Gatsby's own rule (gatsby-core-utils' generateHtmlPath): a path without .html gets x/index.html.
    const written = /\.html?$/i.test(pagePath) ? path.join(publicDir, pagePath) : path.join(publicDir, pagePath, "index.html")
    const adapted = path.join(publicDir, `${pagePath.replace(/\/$/, "")}.html`)
    if (written === adapted || fs.existsSync(written) || !fs.existsSync(adapted)) continue
    fs.mkdirSync(path.dirname(written), { recursive: true })
    fs.copyFileSync(adapted, written)
    restored.push(pagePath)
  }
  return restored
}

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store, getNodesByType, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const pagePaths = getNodesByType("SitePage").map(page => page.path as string)
  const restored = restoreAdaptedPages(path.join(program.directory, "public"), pagePaths)
  if (restored.length) reporter.info(`${restored.length} pages of the last build put back where Gatsby keeps them`)
}
