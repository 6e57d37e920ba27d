import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { startAppAfterPaint, type StatsExtractorConfig } from "./app-start"
import { forListedBrowsers, type TargetConfig } from "./browser-target"
import { chunksNamedByContent, type ChunkNamesConfig } from "./chunk-names"
import { CompileHints } from "./compile-hints"
import { withShortClassNames, type RulesConfig } from "./class-names"
import { partytownBrowserModule, withoutDevOnlyPartytown, type AliasConfig } from "./dev-only-partytown"
import { LockfileBuildDependencies } from "./lockfile-build-dependencies"
import { minifyWithSwc, type MinimizerConfig } from "./minify"
import { withoutServiceWorker, type LoadedPlugin } from "./no-service-worker"
import { runOnPreact, type FrameworkConfig } from "./preact"
import { withPropTypesStandIn } from "./prop-types"
import { rendererSeesBrowserEnv } from "./renderer-env"
import { BrowserAssets } from "./stale-assets"
import { SteadyCompilationHash } from "./steady-compilation-hash"
import { definitionsInSteadyOrder, type PluginsConfig } from "./steady-definitions"
import { StylesInRendererHash } from "./styles-in-renderer-hash"
import { stylesPerPage, type SplitChunksConfig } from "./styles-per-page"
import { compileTypeScriptOnce, type ModuleRulesConfig } from "./typescript-once"

/** `npm run build:react` builds the browser bundle on React itself, so the code never comes to depend on Preact. */
const onReact = process.env.BROWSER_FRAMEWORK === "react"

interface CacheConfig extends PluginsConfig {
  cache?: { cacheLocation?: string }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, store }) => {
  const { flattenedPlugins, program } = store.getState() as { flattenedPlugins: LoadedPlugin[]; program: { directory: string } }
  if (stage === "build-html") {
    const config: PluginsConfig & RulesConfig & ModuleRulesConfig = getConfig()
    compileTypeScriptOnce(config)
    rendererSeesBrowserEnv(config)
    definitionsInSteadyOrder(config)
    withShortClassNames(config, program.directory)
    config.plugins.push(new LockfileBuildDependencies(program.directory), new StylesInRendererHash(path.join(program.directory, "public")))
    actions.replaceWebpackConfig(config)
    return
  }
  if (stage !== "build-javascript") return
  const config: FrameworkConfig & AliasConfig & SplitChunksConfig & MinimizerConfig & ChunkNamesConfig & RulesConfig & TargetConfig & CacheConfig & StatsExtractorConfig & ModuleRulesConfig = getConfig()
  compileTypeScriptOnce(config)
  config.plugins.push(new LockfileBuildDependencies(program.directory), new SteadyCompilationHash(), new CompileHints(), new BrowserAssets(path.join(program.directory, ".cache")))
  if (onReact) {
    // A webpack cache of its own, so that switching builds never reuses the other framework's modules.
    if (config.cache?.cacheLocation) config.cache.cacheLocation += "-react"
  } else {
    runOnPreact(config)
  }
  definitionsInSteadyOrder(config)
  stylesPerPage(config)
  chunksNamedByContent(config)
  withShortClassNames(config, program.directory)
  forListedBrowsers(config)
  withPropTypesStandIn(config, program.directory)
  withoutDevOnlyPartytown(config, partytownBrowserModule())
  withoutServiceWorker(config, flattenedPlugins, path.join(program.directory, ".cache"))
  minifyWithSwc(config)
  startAppAfterPaint(config)
  actions.replaceWebpackConfig(config)
}
