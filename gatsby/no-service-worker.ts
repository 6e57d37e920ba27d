import fs from "node:fs"
import path from "node:path"
import type { AliasConfig } from "./dev-only-partytown"

/** What this module reads of a plugin Gatsby loaded. */
export interface LoadedPlugin {
  name: string
  browserAPIs: string[]
}

// Gatsby's browser entry requires the registration only when a plugin asks for a service worker.
const ASKED_FOR = /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)\s*\}/

/**
 * Leaves Gatsby's service-worker registration out of the browser bundle while no plugin
 * implements `registerServiceWorker` (gatsby-plugin-offline would): the browser entry requires it
 * behind that check, so it never ran, yet webpack bundled it into every page (about 0.4 KB of
 * gzip). When Gatsby's entry requires it otherwise, the build stops here, so that whoever upgrades
 * looks again.
 */
export function withoutServiceWorker(config: AliasConfig, plugins: readonly LoadedPlugin[], cacheDir: string): void {
  if (plugins.some(plugin => plugin.browserAPIs.includes("registerServiceWorker"))) return
  const entry = path.join(cacheDir, "production-app.js")
  if (!ASKED_FOR.test(fs.readFileSync(entry, "utf8"))) {
    throw new Error(
      `gatsby/no-service-worker.ts: ${entry} no longer registers a service worker only when a plugin asks for one, and this module leaves the registration out of the bundle. See what it does now, then change or remove the module.`,
    )
  }
  config.resolve.alias[path.join(cacheDir, "register-service-worker.js")] = false
}
