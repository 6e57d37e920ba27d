/** The part of Gatsby's browser webpack configuration this module changes. */
export interface TargetConfig {
  target?: unknown
}

/**
 * The browser bundle's own code (webpack's runtime, each module's wrapper and exports, and what the
 * minifier may write) is written for the browsers in `.browserslistrc`, as Babel already compiles the
 * site's code, rather than for ES5: Gatsby 5.16 sets webpack's target to `["web", "es5"]`, which
 * kept a `function(){return x}` for every export and forbade the minifier every arrow function,
 * though every browser on the list runs ES2020.
 */
export function forListedBrowsers(config: TargetConfig): void {
  if (JSON.stringify(config.target) !== JSON.stringify(["web", "es5"])) {
    throw new Error("gatsby/browser-target.ts: Gatsby's browser build no longer targets `[\"web\", \"es5\"]`. See what it targets now, then change or remove the module.")
  }
  config.target = "browserslist"
}
