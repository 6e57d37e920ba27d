/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { definitionsInSteadyOrder } from "./steady-definitions"
import { testFolder } from "./test-support/folder"
import { runWebpack, webpack } from "./test-support/webpack"

// What Gatsby 5.16 defines for a stage (gatsby/dist/utils/webpack.config.js), the variables in the order of the build's environment.
const definitionsInEnvironmentOrder = (order: string[]): Record<string, string> => ({
  "process.env": "({})",
  "process.env.BUILD_STAGE": '"build-javascript"',
  ...Object.fromEntries(order.map(name => [`process.env.${name}`, JSON.stringify(name.toLowerCase())])),
})

describe("definitionsInSteadyOrder", () => {
  const folder = testFolder("steady-definitions-", {
    "index.js": 'import { greeting } from "./greeting.js"\nconsole.log(greeting, process.env.GATSBY_SUPABASE_URL)\n',
    "greeting.js": "export const greeting = process.env.GATSBY_GA_MEASUREMENT_ID\n",
  })

  /** A build with webpack's persistent cache, Gatsby's definitions given in `order`: the names of the modules it built rather than took from the cache. */
  async function modulesBuilt(order: string[], steady: boolean, values: Record<string, string> = {}): Promise<string[]> {
    const config = { plugins: [new webpack.DefinePlugin({ ...definitionsInEnvironmentOrder(order), ...values })] }
    if (steady) definitionsInSteadyOrder(config)
    const stats = await runWebpack({
      mode: "production",
      context: folder.path(),
      entry: "./index.js",
      output: { path: path.join(folder.path(), "public") },
      cache: { type: "filesystem", cacheDirectory: path.join(folder.path(), ".cache") },
      optimization: { minimize: false, concatenateModules: false },
      plugins: config.plugins,
      infrastructureLogging: { level: "none" },
    })
    return (stats.toJson({ modules: true }).modules ?? []).filter(module => module.built).map(module => String(module.name))
  }

  const asStarted = ["GATSBY_SUPABASE_URL", "GATSBY_GA_MEASUREMENT_ID", "GATSBY_TELEMETRY_DISABLED"]
  const otherwiseStarted = ["GATSBY_TELEMETRY_DISABLED", "GATSBY_GA_MEASUREMENT_ID", "GATSBY_SUPABASE_URL"]

  it("lets webpack keep its modules when the same variables come in another order", async () => {
    expect(await modulesBuilt(asStarted, true)).toEqual(expect.arrayContaining(["./index.js", "./greeting.js"]))
    expect(await modulesBuilt(otherwiseStarted, true)).toEqual([])
    // the same values in the page
    expect(fs.readFileSync(path.join(folder.path(), "public", "main.js"), "utf8")).toContain('"gatsby_supabase_url"')
  })

  it("still has webpack build again the modules that read a variable whose value changed", async () => {
    await modulesBuilt(asStarted, true)
    expect(await modulesBuilt(otherwiseStarted, true, { "process.env.GATSBY_GA_MEASUREMENT_ID": '"G-NEW"' })).toEqual(expect.arrayContaining(["./greeting.js"]))
    expect(fs.readFileSync(path.join(folder.path(), "public", "main.js"), "utf8")).toContain('"G-NEW"')
  })

  it("is what kept them: unsorted, the other order had webpack build every module again", async () => {
    await modulesBuilt(asStarted, false)
    expect(await modulesBuilt(otherwiseStarted, false)).toEqual(expect.arrayContaining(["./index.js", "./greeting.js"]))
  })

  it("stops the build, naming itself, when Gatsby no longer defines the environment that way", () => {
    expect(() => definitionsInSteadyOrder({ plugins: [new webpack.DefinePlugin({ "process.env.NODE_ENV": '"production"' })] })).toThrow(
      /gatsby\/steady-definitions\.ts: Gatsby's webpack configuration no longer defines process\.env\.BUILD_STAGE/,
    )
  })
})
