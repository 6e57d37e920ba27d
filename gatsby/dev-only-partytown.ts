import fs from "node:fs"
import { createRequire } from "node:module"

/** The part of Gatsby's browser webpack configuration this module changes. */
export interface AliasConfig {
  resolve: { alias: Record<string, string | false> }
}

// What makes the module a no-op in a production build: its one browser API returns at once.
const DEVELOPMENT_ONLY = /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/

/**
 * Leaves Gatsby's internal Partytown plugin out of the production browser bundle. Every build
 * registers it, and its browser module acts in `gatsby develop` only, but it requires
 * gatsby-script and Partytown's integration at its top, so they shipped in every page's first-load
 * JavaScript (about 2 KB of gzip) though no page has an off-main-thread script. The plugin's server
 * side, which would add Partytown to a page that had one, stays. When a Gatsby release gives that
 * module production work, the build stops here, so that whoever upgrades looks again.
 */
export function withoutDevOnlyPartytown(config: AliasConfig, browserModule: string): void {
  if (!DEVELOPMENT_ONLY.test(fs.readFileSync(browserModule, "utf8"))) {
    throw new Error(
      `gatsby/dev-only-partytown.ts: ${browserModule} no longer looks development-only, and this module leaves it out of the production bundle. See what it does now, then change or remove the module.`,
    )
  }
  config.resolve.alias[browserModule] = false
}

/** Where Gatsby's internal Partytown plugin keeps its browser module. */
export const partytownBrowserModule = (): string => createRequire(__filename).resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")
