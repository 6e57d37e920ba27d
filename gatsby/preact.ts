const FRAMEWORK = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|react|react-dom|scheduler|prop-types)[\\/]/

/** The part of Gatsby's browser webpack configuration this module changes. */
export interface FrameworkConfig {
  resolve: { alias: Record<string, string> }
  optimization: { splitChunks: { cacheGroups: Record<string, unknown> & { framework: { test: unknown } } } }
}

/**
 * The browser bundle runs on Preact's React compatibility layer: React DOM alone is about 41 KB of
 * gzip, more than the whole budget left for an article page after Gatsby's runtime. The HTML is
 * still rendered by React on the server, so the pages' markup does not change, and Jest tests
 * render with React. Only production builds switch; `gatsby develop` keeps React's fast refresh.
 */
export function runOnPreact(config: FrameworkConfig): void {
  // Gatsby pins react and react-dom to their package folders; those entries would win over ours.
  delete config.resolve.alias.react
  delete config.resolve.alias["react-dom"]
  // Preact joins the framework chunk, which changes only when the libraries do.
  config.optimization.splitChunks.cacheGroups.framework.test = (module: { nameForCondition: () => string | null }) =>
    FRAMEWORK.test(module.nameForCondition() ?? "")
  config.resolve.alias = {
    ...config.resolve.alias,
    react: "preact/compat",
    // Subpaths follow: react-dom/client and react/jsx-runtime resolve to preact/compat's own.
    "react-dom": "preact/compat",
  }
}
