/** The part of Gatsby's browser webpack configuration this module changes. */
export interface ChunkNamesConfig {
  output: { chunkFilename?: unknown }
  plugins: unknown[]
}

interface StylesheetExtractor {
  constructor: { name: string }
  options: { chunkFilename?: unknown }
}

/**
 * The page chunks' files are named by eight characters of their content hash alone, not by the
 * chunk's name and twenty characters (`component---src-templates-article-tsx-<hash>.js`). webpack's
 * runtime, which every page loads, carries a map from each chunk to its file for the scripts and
 * another for the stylesheets, and each page's inline chunk mapping lists every file: with the
 * names, both carried every template's path twice. Eight hexadecimal characters tell a site's few
 * dozen chunks and their past versions apart as well as twenty. Gatsby finds a page's files through the chunk groups' names in its webpack stats, which
 * stay; the entry scripts (`app`, `webpack-runtime`) keep their names.
 */
export function chunksNamedByContent(config: ChunkNamesConfig): void {
  const extractor = config.plugins.find((plugin): plugin is StylesheetExtractor => (plugin as StylesheetExtractor)?.constructor?.name === "MiniCssExtractPlugin")
  if (config.output.chunkFilename !== "[name]-[contenthash].js" || extractor?.options.chunkFilename !== "[name].[contenthash].css") {
    throw new Error("gatsby/chunk-names.ts: Gatsby's browser build no longer names chunk files `[name]-[contenthash]`. See how it names them now, then change or remove the module.")
  }
  config.output.chunkFilename = "[contenthash:8].js"
  extractor.options.chunkFilename = "[contenthash:8].css"
}
