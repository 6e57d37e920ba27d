import { appStartMarkup } from "../src/lib/app-start"

/**
 * Gatsby's plugin that writes the tags starting the app into every page (the scripts slice), patched
 * to take them from the site: given the app's scripts and the setup Gatsby's own scripts held.
 */
interface StatsExtractor {
  plugin: { name: string }
  appScriptsMarkup?: (sources: readonly string[], setup: string) => string
}

export interface StatsExtractorConfig {
  plugins: object[]
}

const isStatsExtractor = (plugin: object): plugin is StatsExtractor => (plugin as Partial<StatsExtractor>).plugin?.name === "GatsbyWebpackStatsExtractor"

/** Every page starts its app after its first paint (src/lib/app-start.ts) instead of with async script tags. */
export function startAppAfterPaint(config: StatsExtractorConfig): void {
  const extractor = config.plugins.find(isStatsExtractor)
  if (!extractor) throw new Error("Gatsby's stats extractor is not in the browser bundle's webpack config: the app's start cannot be set")
  extractor.appScriptsMarkup = appStartMarkup
}
