import path from "node:path"
import type { AliasConfig } from "./dev-only-partytown"

/**
 * The browser bundle's prop-types is a stand-in (prop-types-stand-in.js) that checks nothing, as
 * prop-types' own production build checks nothing: React never checks props in production, and
 * Preact checks them only with its debug module. Gatsby's Link, page renderer and scroll handler
 * still declare their props when they load, so every page carried prop-types' production build,
 * which is a set of such stand-ins about 0.35 KB of gzip larger.
 */
export function withPropTypesStandIn(config: AliasConfig, siteDirectory: string): void {
  config.resolve.alias["prop-types$"] = path.join(siteDirectory, "gatsby", "prop-types-stand-in.js")
}
