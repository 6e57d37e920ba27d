import fs from "node:fs"
import path from "node:path"
import type { Stats } from "webpack"

// The webpack and loaders Gatsby builds with, not whichever the site's other tools
// bring: tests of the build's modules run them in real builds.
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))

/** A package as Gatsby resolves it. */
export const fromGatsby = (name: string): string => require.resolve(name, { paths: [gatsbyDir] })

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const webpack: typeof import("webpack") = require(fromGatsby("webpack"))

/**
 * Runs one build of `config` and closes the compiler, as a build's end does; resolves to its stats, or
 * fails with its errors. Closed, a persistent cache is written before the test ends, not later in
 * another test's time (where it failed that test).
 */
export const runWebpack = (config: object): Promise<Stats> =>
  new Promise((resolve, reject) => {
    const compiler = webpack(config as import("webpack").Configuration)
    compiler.run((error, stats) => {
      const failure = error ?? (!stats || stats.hasErrors() ? new Error(stats?.toString()) : undefined)
      compiler.close(closeError => (failure || closeError ? reject(failure ?? closeError) : resolve(stats!)))
    })
  })

/**
 * A stand-in for a compiling loader (Babel, in the build): it leaves a mark naming the file each time
 * it compiles one, and knows no TypeScript, so a typed file given to it fails the build.
 */
export const MARKING_LOADER = 'module.exports = function (source) { return `${source}\\n/* compiled ${require("path").basename(this.resourcePath)} */\\n` }\n'

/** What a build of `app` gives: the bundle's text, and how many times the marking loader compiled a file. */
export interface AppBuild {
  bundle: string
  timesCompiled: (file: string) => number
}

/**
 * Builds `root`/src/app.js with `rules`, changed by `transform` as the build's modules change Gatsby's
 * (the marking loader is `root`/mark-loader.js), unminified, loaders found in the site's own install.
 */
export async function buildApp<Rules extends unknown[]>(root: string, rules: Rules, transform: (config: { module: { rules: Rules } }) => void): Promise<AppBuild> {
  const config = {
    mode: "production" as const,
    context: root,
    entry: { app: "./src/app.js" },
    output: { path: path.join(root, "public") },
    optimization: { minimize: false, concatenateModules: false },
    module: { rules },
    resolveLoader: { modules: [path.resolve("node_modules")] },
    infrastructureLogging: { level: "none" as const },
  }
  transform(config)
  await runWebpack(config)
  const bundle = fs.readFileSync(path.join(root, "public", "app.js"), "utf8")
  return { bundle, timesCompiled: file => bundle.split(`/* compiled ${file} */`).length - 1 }
}
