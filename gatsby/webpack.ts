import type { GatsbyNode } from "gatsby"
import { runOnPreact, type BrowserConfig } from "./preact"

/**
 * Each page carries the styles of the components it uses, not the whole site's: Gatsby inlines a
 * page's styles in its HTML, and one stylesheet for everything put 47 KB of CSS (the player's, the
 * game's, the zones') in front of every page. The styles are CSS modules, so their order does not
 * matter; a page reached by navigation loads its own styles with its code.
 */
function stylesPerPage(config: BrowserConfig): void {
  delete config.optimization.splitChunks.cacheGroups.styles
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  const config = getConfig()
  runOnPreact(config)
  stylesPerPage(config)
  actions.replaceWebpackConfig(config)
}
