import fs from "node:fs"
import path from "node:path"
import type { ServerResponse } from "node:http"
import type { GatsbyNode } from "gatsby"
import { CMS_PATH } from "../src/lib/identity"
import { cmsConfigFile } from "./cms-config"
import { bundleCmsPreview } from "./cms-preview"
import { startSideWork } from "./side-work"

// The editors' interface lives at CMS_PATH; static/admin holds its page, gatsby/cms-config.ts its configuration.

// A direct dependency, so npm installs it at the top of node_modules.
const bundleDir = path.resolve("node_modules", "decap-cms", "dist")

/** Decap's prebuilt bundle: the entry, the chunks it loads on demand and their WebAssembly, without source maps. */
export const isCmsBundleFile = (name: string): boolean => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name)

/** Decap CMS as its own bundle, and its config.yml from the content model for the declared `tags`, into `target`. */
export function writeCmsBundle(target: string, tags: readonly string[]): void {
  fs.mkdirSync(target, { recursive: true })
  for (const name of fs.readdirSync(bundleDir).filter(isCmsBundleFile)) {
    fs.copyFileSync(path.join(bundleDir, name), path.join(target, name))
  }
  fs.writeFileSync(path.join(target, "config.yml"), cmsConfigFile(tags))
}

/**
 * Puts Decap CMS into public/admin/ (writeCmsBundle), so the site's JavaScript never includes it,
 * and bundles its previews beside it, while Gatsby goes on (gatsby/side-work.ts). After bootstrap,
 * so both `gatsby develop` and `gatsby build` serve them.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ cache, getNodesByType, reporter }) => {
  const target = path.resolve("public", "admin")
  writeCmsBundle(target, getNodesByType("TagMeta").map(node => node.tag as string))
  startSideWork("CMS previews", reporter, () => bundleCmsPreview(target, { cache, siteDirectory: process.cwd() }))
}

interface DevServerApp {
  get(paths: string[], handler: (request: unknown, response: ServerResponse & { sendFile(file: string): void }) => void): void
}

/** The development server serves no HTML from public/, so the editor's page is handed out here. */
export function serveCmsPage(app: DevServerApp): void {
  app.get(["/admin", CMS_PATH], (_request, response) => response.sendFile(path.resolve("public", "admin", "index.html")))
}
