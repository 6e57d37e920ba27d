/** The part of Gatsby's browser webpack configuration this module changes. */
export interface SplitChunksConfig {
  optimization: { splitChunks: { cacheGroups: Record<string, unknown> } }
}

/**
 * Each page carries the styles of the components it uses, not the whole site's: Gatsby inlines a
 * page's styles in its HTML, and one stylesheet for everything put 47 KB of CSS (the player's, the
 * game's, the zones') in front of every page. The styles are CSS modules, so their order does not
 * matter; a page reached by navigation loads its own styles with its code.
 *
 * No Gatsby option does this: Gatsby 5.16 puts every CSS module into one chunk on purpose, with
 * the `styles` cache group of its browser build (gatsbyjs/gatsby#11800, #21728), and this deletes
 * that group. When a Gatsby release no longer has it, the build stops here, so that whoever
 * upgrades checks what Gatsby now does with CSS; e2e/styles-per-page.spec.ts checks the pages.
 */
export function stylesPerPage(config: SplitChunksConfig): void {
  const { cacheGroups } = config.optimization.splitChunks
  const styles = cacheGroups.styles as { name?: unknown } | undefined
  if (styles?.name !== "styles") {
    throw new Error(
      "gatsby/styles-per-page.ts: Gatsby's browser build has no `styles` cache group any more, which it deletes so that each page carries only its own CSS. See what this Gatsby release does with CSS, then change or remove the module.",
    )
  }
  delete cacheGroups.styles
}
