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
