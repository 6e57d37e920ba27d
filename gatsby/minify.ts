import TerserPlugin from "terser-webpack-plugin"

/** The part of Gatsby's browser webpack configuration this module changes. */
export interface MinimizerConfig {
  optimization: { minimizer?: unknown[] }
}

/**
 * The browser bundle is minified by SWC instead of Terser, through the same webpack plugin. On two
 * cores (Gatsby gives Terser one worker) the bundle step went from 23.6–26.1 s to 12.9–18.0 s in
 * alternating cold builds, and an article's first-load JavaScript came out 0.7 KB of gzip smaller.
 * esbuild was faster still but 4 KB larger.
 */
export function minifyWithSwc(config: MinimizerConfig): void {
  const minimizer = config.optimization.minimizer ?? []
  if (!minimizer.some(plugin => plugin instanceof TerserPlugin)) {
    throw new Error("gatsby/minify.ts: Gatsby's browser build no longer minifies with terser-webpack-plugin. See what it uses now, then change or remove the module.")
  }
  config.optimization.minimizer = minimizer.map(plugin =>
    plugin instanceof TerserPlugin
      ? new TerserPlugin({ exclude: /\.min\.js/, minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: { safari10: true } } })
      : plugin,
  )
}
