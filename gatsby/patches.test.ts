/** @jest-environment node */
import { spawnSync } from "node:child_process"

// What the patches in patches/ (applied by `npm install`, through patch-package) change in the installed packages.

it("lets a process that ran queries quit while Gatsby's query cache waits to be cleared (patches/gatsby+5.16.1.patch)", () => {
  // Gatsby restarts its query workers after the queries and kills each one that has not quit within
  // a second; unpatched, the five-second timer that clears the cache kept every one of them alive.
  const worker = `
    const { GraphQLRunner } = require("gatsby/dist/query/graphql-runner")
    const runner = new GraphQLRunner({ getState: () => ({ schema: {}, schemaCustomization: { composer: {} } }) })
    const timers = () => process.getActiveResourcesInfo().filter(type => type === "Timeout").length
    const before = timers()
    runner.scheduleClearCache()
    console.log(timers() - before)
  `
  const ran = spawnSync(process.execPath, ["-e", worker], { cwd: __dirname, encoding: "utf8" })
  expect(ran.stderr).toBe("")
  // the timers that keep the process alive: none more
  expect(ran.stdout.trim()).toBe("0")
})

it("still clears Gatsby's query cache five seconds after the last query, once (patches/gatsby+5.16.1.patch)", () => {
  jest.useFakeTimers()
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { GraphQLRunner } = require("gatsby/dist/query/graphql-runner")
    const runner = new GraphQLRunner({ getState: () => ({ schema: {}, schemaCustomization: { composer: {} } }) })
    const clearCache = jest.spyOn(runner, "clearCache")
    for (let query = 0; query < 3; query++) {
      runner.scheduleClearCache()
      jest.advanceTimersByTime(4_000)
    }
    expect(clearCache).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1_000)
    expect(clearCache).toHaveBeenCalledTimes(1)
  } finally {
    jest.useRealTimers()
  }
})
