/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { keptAgainstLockfile, LockfileBuildDependencies, type CompilationWithBuildDependencies } from "./lockfile-build-dependencies"

// The webpack Gatsby builds with, not whichever the site's other tools bring.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack: typeof import("webpack") = require(require.resolve("webpack", { paths: [path.dirname(require.resolve("gatsby/package.json"))] }))

/** A site with a lockfile, an installed loader that logs each module it compiles, and a build file of its own. */
function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lockfile-build-dependencies-"))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write("package-lock.json", `{ "lockfileVersion": 3, "packages": { "node_modules/logging-loader": { "version": "1.0.0" } } }`)
  write("node_modules/logging-loader/package.json", `{ "name": "logging-loader", "version": "1.0.0", "main": "index.js" }`)
  write("node_modules/logging-loader/index.js", `module.exports = function (source) { require("fs").appendFileSync(this.getOptions().log, this.resourcePath + "\\n"); return source }`)
  write("build/site-config.js", "module.exports = { answer: 42 }\n")
  write("src/index.js", "export default 42\n")
  const log = path.join(root, "compiled.log")
  fs.writeFileSync(log, "")

  /** Compiles once with a persistent cache, as a build does, and says how many modules the loader compiled. */
  const build = () =>
    new Promise<number>((resolve, reject) => {
      const before = fs.readFileSync(log, "utf8").split("\n").filter(Boolean).length
      const compiler = webpack({
        mode: "production",
        context: root,
        entry: "./src/index.js",
        output: { path: path.join(root, "public") },
        module: { rules: [{ test: /\.js$/, use: { loader: path.join(root, "node_modules/logging-loader/index.js"), options: { log } } }] },
        cache: { type: "filesystem", cacheDirectory: path.join(root, ".cache/webpack"), buildDependencies: { config: [path.join(root, "build/site-config.js")] } },
        plugins: [new LockfileBuildDependencies(path.join(root, "package-lock.json"))],
        infrastructureLogging: { level: "none" },
      })
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()))
        compiler.close(closeError => {
          if (closeError) return reject(closeError)
          resolve(fs.readFileSync(log, "utf8").split("\n").filter(Boolean).length - before)
        })
      })
    })
  return { root, write, build, remove: () => fs.rmSync(root, { recursive: true, force: true }) }
}

describe("LockfileBuildDependencies, with webpack's own persistent cache", () => {
  let current: ReturnType<typeof site>
  beforeEach(() => (current = site()))
  afterEach(() => current.remove())

  it("keeps the cache when nothing changed", async () => {
    expect(await current.build()).toBe(1)
    expect(await current.build()).toBe(0)
  })

  it("drops the cache when the lockfile changes, that is when packages are installed", async () => {
    await current.build()
    current.write("package-lock.json", `{ "lockfileVersion": 3, "packages": { "node_modules/logging-loader": { "version": "1.0.1" } } }`)
    expect(await current.build()).toBe(1)
  })

  it("still drops the cache when the site's own build code changes", async () => {
    await current.build()
    current.write("build/site-config.js", "module.exports = { answer: 43 }\n")
    expect(await current.build()).toBe(1)
  })
})

describe("keptAgainstLockfile", () => {
  const compilation = (files: string[]): CompilationWithBuildDependencies & { files: Set<string> } => {
    const set = new Set(files)
    return { files: set, buildDependencies: set }
  }

  it("puts the lockfile in place of every installed file and folder, and keeps the site's own", () => {
    const built = compilation(["/site/node_modules/gatsby/dist/utils/babel-loader.js", "/site/node_modules/gatsby/node_modules/webpack/lib/", "/site/.cache/compiled/gatsby-node.js"])
    keptAgainstLockfile(built, "/site/package-lock.json")
    expect([...built.files].sort()).toEqual(["/site/.cache/compiled/gatsby-node.js", "/site/package-lock.json"])
  })

  it("adds nothing when nothing installed is depended on", () => {
    const built = compilation(["/site/.cache/compiled/gatsby-node.js"])
    keptAgainstLockfile(built, "/site/package-lock.json")
    expect([...built.files]).toEqual(["/site/.cache/compiled/gatsby-node.js"])
  })
})

it("stops the build, naming itself and the file, when there is no lockfile", () => {
  expect(() => new LockfileBuildDependencies("/nowhere/package-lock.json")).toThrow(/lockfile-build-dependencies\.ts: package-lock\.json not found at \/nowhere\/package-lock\.json/)
})
