// The site's configuration-level tuning, all of it: the pictures' defaults; for both of webpack's
// production builds, TypeScript compiled once, the cache's dependencies and the class names; and
// for the browser bundle what it runs on, the browsers it is written for, the one Gatsby file it
// leaves out, its minifier, the compile hint its scripts open with and how its styles are split.
// Each piece is kept for a gain measured on the real site (docs/performance.md); everything else is
// Gatsby as released.
import path from "node:path"
import type { GatsbyNode, WebpackPlugins } from "gatsby"
import TerserPlugin from "terser-webpack-plugin"
import { withoutGatsbyFilesLeftOut } from "./private-gatsby"
import { LockfileBuildDependencies } from "./lockfile-build-dependencies"
import { BrowserAssets } from "./stale-assets"
import { StylesInRendererHash } from "./styles-in-renderer-hash"
import { compileTypeScriptOnce, type ModuleRulesConfig } from "./typescript-once"
import { compileTypeScriptWithSwc, type ScriptStage } from "./swc-typescript"

/** `npm run build:react` builds the browser bundle on React itself, so the code never comes to depend on Preact. */
const onReact = process.env.BROWSER_FRAMEWORK === "react"

/**
 * gatsby-plugin-sharp's defaults: every picture is WebP, which every supported browser shows (AVIF
 * took 1.4 s a 960 px picture against WebP's 50 ms); queries choose only the sizes.
 */
export const pictureDefaults = { formats: ["webp"], placeholder: "dominantColor", quality: 75 } as const

const FRAMEWORK = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|react|react-dom|scheduler|prop-types)[\\/]/

/** The part of Gatsby's browser webpack configuration tuned here. */
interface RulesConfig extends ModuleRulesConfig {
  plugins: unknown[]
}

interface BrowserConfig extends RulesConfig {
  devtool?: unknown
  cache?: false | { cacheLocation?: string }
  target: unknown
  resolve: { alias: Record<string, string | false> }
  optimization: { minimizer: unknown[]; splitChunks: { cacheGroups: Record<string, unknown> & { framework: { test: unknown } } } }
}

/**
 * The browser bundle runs on Preact's React compatibility layer, as gatsby-plugin-preact does: React
 * DOM alone is about 41 KB of gzip. The HTML is still rendered by React, so the markup does not
 * change, and Jest tests render with React. `gatsby develop` keeps React's fast refresh.
 */
function runOnPreact(config: BrowserConfig): void {
  // Gatsby pins react and react-dom to their package folders; Preact takes both names.
  config.resolve.alias = { ...config.resolve.alias, react: "preact/compat", "react-dom": "preact/compat" }
  // Preact joins Gatsby's framework chunk, which changes only when the libraries do.
  config.optimization.splitChunks.cacheGroups.framework.test = (module: { nameForCondition: () => string | null }) =>
    FRAMEWORK.test(module.nameForCondition() ?? "")
}

/**
 * Not tuning: webpack keeps its cache against files only, not against the aliases above, so a
 * browser bundle built after the other framework's on the same cache (npm test builds React, then
 * Preact) reused its resolved modules and shipped React. The React build keeps a cache of its own.
 */
function keepReactBundlesApart(config: BrowserConfig): void {
  if (config.cache && config.cache.cacheLocation) config.cache.cacheLocation = `${config.cache.cacheLocation}-react`
}

/**
 * SWC minifies instead of Terser, through the same webpack plugin and its documented `swcMinify`:
 * on two cores it is several seconds faster, and the bundle comes out a little smaller.
 */
function minifyWithSwc(config: BrowserConfig): void {
  if (!config.optimization.minimizer.some(plugin => plugin instanceof TerserPlugin)) {
    throw new Error("gatsby/build/tuning.ts: Gatsby's browser build no longer minifies with terser-webpack-plugin; see what it uses now")
  }
  config.optimization.minimizer = config.optimization.minimizer.map(plugin =>
    plugin instanceof TerserPlugin
      ? new TerserPlugin({ exclude: /\.min\.js/, minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: { safari10: true } } })
      : plugin,
  )
}

/** V8's explicit compile hint for a whole script, which it reads only before the script's first code. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * Every script of the browser bundle opens with V8's compile hint (Chromium 136 and later): V8
 * compiles all of its functions as the script arrives, a large one on a background thread, instead
 * of each one on the main thread the first time it runs, which for most of them is while the page
 * hydrates. Other browsers read a comment. Added after the minifier, which drops comments, at
 * webpack's PROCESS_ASSETS_STAGE_DEV_TOOLING (500), so before webpack names the files by their
 * final content (realContentHash, 2500); to the scripts only: in a stylesheet, inlined in a page
 * or fetched with a part, the line would spoil the rule after it.
 */
function withCompileHints(config: BrowserConfig, plugins: WebpackPlugins): void {
  config.plugins.push(plugins.banner({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: 500 }))
}

/**
 * Each page carries the styles of the components it uses, not the whole site's: Gatsby inlines a
 * page's styles in its HTML, and its one `styles` chunk put every component's CSS (the player's, the
 * game's, the zones') in front of every page. The styles are CSS modules, so their order does not
 * matter; e2e/styles-per-page.spec.ts checks the pages.
 */
function stylesPerPage(config: BrowserConfig): void {
  if (!config.optimization.splitChunks.cacheGroups.styles) {
    throw new Error("gatsby/build/tuning.ts: Gatsby's browser build has no `styles` chunk any more; see what it does with CSS now")
  }
  delete config.optimization.splitChunks.cacheGroups.styles
}

/**
 * No source maps of the browser bundle: Gatsby makes them for every script and publishes them
 * beside it, where no reader's browser loads them, and making them is a good part of the bundle's
 * time. The HTML renderer keeps its own, which Gatsby reads to point a rendering error at its line.
 */
function withoutSourceMaps(config: BrowserConfig): void {
  config.devtool = false
}

/**
 * webpack writes its own code (its runtime, each module's wrapper and exports) for the browsers of
 * `.browserslistrc`, as Babel already compiles the site's, rather than for ES5, Gatsby's target: ES5
 * keeps a `function(){return x}` for every export and forbids the minifier every arrow function.
 */
function forListedBrowsers(config: BrowserConfig): void {
  config.target = "browserslist"
}

interface LoaderUse {
  loader?: string
  options?: { modules?: false | { localIdentName?: string } }
}

/** Every loader of every rule, at any depth (Gatsby nests CSS modules' loaders under `oneOf`). */
function loadersOf(rules: readonly unknown[]): LoaderUse[] {
  return rules.flatMap(rule => {
    const { use, oneOf, rules: nested } = (rule ?? {}) as { use?: unknown; oneOf?: unknown[]; rules?: unknown[] }
    const uses = (Array.isArray(use) ? use : use ? [use] : []).filter((entry): entry is LoaderUse => typeof entry === "object" && entry !== null)
    return [...uses, ...loadersOf(oneOf ?? []), ...loadersOf(nested ?? [])]
  })
}

/**
 * A CSS module's classes are named by a short hash of the file and the class, not Gatsby's
 * `File-module--class--hash`: every name is written in the page's styles, its markup and its code.
 * Both the HTML renderer and the browser bundle name them, so both stages set the same names.
 */
function withShortClassNames(config: RulesConfig): void {
  const cssModules = loadersOf(config.module.rules).filter(use => use.loader?.includes(`${path.sep}css-loader${path.sep}`) && typeof use.options?.modules === "object")
  if (cssModules.length === 0) throw new Error("gatsby/build/tuning.ts: Gatsby's build no longer loads CSS modules with css-loader; see how it names classes now")
  for (const use of cssModules) (use.options!.modules as { localIdentName?: string }).localIdentName = "[hash:base64:5]"
}

/**
 * What both production stages, the HTML renderer and the browser bundle, share: each TypeScript file
 * compiled once (typescript-once.ts), by SWC where Gatsby's Babel has nothing to do
 * (swc-typescript.ts), webpack's cache kept against the install's records rather than every file of
 * Gatsby (lockfile-build-dependencies.ts), and the class names.
 */
function bothStages(config: RulesConfig, stage: ScriptStage, siteDirectory: string): void {
  compileTypeScriptOnce(config)
  compileTypeScriptWithSwc(config, stage, siteDirectory)
  config.plugins.push(new LockfileBuildDependencies(siteDirectory))
  withShortClassNames(config)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, cache, plugins }) => {
  if (stage !== "build-html" && stage !== "build-javascript") return
  const siteDirectory = process.cwd()
  if (stage === "build-html") {
    const config: RulesConfig = getConfig()
    bothStages(config, stage, siteDirectory)
    // Not tuning: without it, a build with the cache that changed only a rule of a stylesheet kept
    // the old styles inlined in every page (styles-in-renderer-hash.ts).
    config.plugins.push(new StylesInRendererHash(path.join(siteDirectory, "public")))
    actions.replaceWebpackConfig(config)
    return
  }
  const config: BrowserConfig = getConfig()
  bothStages(config, stage, siteDirectory)
  if (onReact) keepReactBundlesApart(config)
  else runOnPreact(config)
  forListedBrowsers(config)
  withoutGatsbyFilesLeftOut(config)
  minifyWithSwc(config)
  withCompileHints(config, plugins)
  withoutSourceMaps(config)
  stylesPerPage(config)
  // Not tuning: the record of this build's files, from which stale-assets.ts prunes older builds'.
  config.plugins.push(new BrowserAssets(cache))
  actions.replaceWebpackConfig(config)
}
