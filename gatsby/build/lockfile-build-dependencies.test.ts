/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { keptAgainstInstall, LockfileBuildDependencies, type CompilationWithBuildDependencies } from "./lockfile-build-dependencies"
import { webpack } from "../test-support/webpack"

/** A site with a lockfile, an installed loader that logs each module it compiles, npm's record of that install, and a build file of its own. */
function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lockfile-build-dependencies-"))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const lock = (version: string) => `{ "lockfileVersion": 3, "packages": { "node_modules/logging-loader": { "version": "${version}" } } }`
  write("package-lock.json", lock("1.0.0"))
  write("node_modules/.package-lock.json", lock("1.0.0"))
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
        plugins: [new LockfileBuildDependencies(root)],
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
  return { write, lock, build, remove: () => fs.rmSync(root, { recursive: true, force: true }) }
}

describe("LockfileBuildDependencies, with webpack's own persistent cache", () => {
  let current: ReturnType<typeof site>
  beforeEach(() => (current = site()))
  afterEach(() => current.remove())

  it("keeps the cache when nothing changed", async () => {
    expect(await current.build()).toBe(1)
    expect(await current.build()).toBe(0)
  })

  it("drops the cache when packages are installed, which npm records in node_modules", async () => {
    await current.build()
    current.write("node_modules/.package-lock.json", current.lock("1.0.1"))
    expect(await current.build()).toBe(1)
  })

  it("keeps it when only the project's lockfile changed, before anything is installed", async () => {
    await current.build()
    current.write("package-lock.json", current.lock("1.0.1"))
    expect(await current.build()).toBe(0)
  })

  it("still drops the cache when the site's own build code changes", async () => {
    await current.build()
    current.write("build/site-config.js", "module.exports = { answer: 43 }\n")
    expect(await current.build()).toBe(1)
  })
})

describe("keptAgainstInstall", () => {
  const compilation = (files: string[]): CompilationWithBuildDependencies & { files: Set<string> } => {
    const set = new Set(files)
    return { files: set, buildDependencies: set }
  }
  const installed = ["/site/node_modules/.package-lock.json"]

  it("puts npm's record of the install in place of every installed file and folder, and keeps the site's own", () => {
    const built = compilation(["/site/node_modules/gatsby/dist/utils/babel-loader.js", "/site/node_modules/gatsby/node_modules/webpack/lib/", "/site/.cache/compiled/gatsby-node.js"])
    keptAgainstInstall(built, "/site/node_modules", installed)
    expect([...built.files].sort()).toEqual(["/site/.cache/compiled/gatsby-node.js", ...installed])
  })

  it("keeps a site whose own folder sits under some node_modules, and adds nothing when nothing installed is depended on", () => {
    const built = compilation(["/home/node_modules/site/.cache/compiled/gatsby-node.js"])
    keptAgainstInstall(built, "/home/node_modules/site/node_modules", ["/home/node_modules/site/node_modules/.package-lock.json"])
    expect([...built.files]).toEqual(["/home/node_modules/site/.cache/compiled/gatsby-node.js"])
  })
})

it("stops the build, naming itself and the file, when npm has recorded no install", () => {
  expect(() => new LockfileBuildDependencies("/nowhere")).toThrow(/lockfile-build-dependencies\.ts: \/nowhere\/node_modules\/\.package-lock\.json not found/)
})
