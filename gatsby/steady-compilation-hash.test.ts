/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { SteadyCompilationHash } from "./steady-compilation-hash"
import { fromGatsby, MiniCssExtractPlugin, webpack } from "./test-support/webpack"

/** A site whose page imports a stylesheet module, built as Gatsby builds the browser bundle: CSS extracted, with webpack's persistent cache. */
function site(plugins: unknown[]) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "steady-compilation-hash-"))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write("src/page.module.css", ".title { color: teal }\n")
  write("src/index.js", 'import * as styles from "./page.module.css"\nexport const title = styles.title\n')

  /** One build, as a deploy runs it; resolves to the compilation hash Gatsby would write into every page. */
  const build = () =>
    new Promise<string>((resolve, reject) => {
      const compiler = webpack({
        mode: "production",
        context: root,
        entry: "./src/index.js",
        output: { path: path.join(root, "public") },
        module: {
          rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: fromGatsby("css-loader"), options: { modules: { namedExport: false } } }] }],
        },
        cache: { type: "filesystem", cacheDirectory: path.join(root, ".cache/webpack") },
        plugins: [new MiniCssExtractPlugin(), ...(plugins as [])],
        infrastructureLogging: { level: "none" },
      })
      compiler.run((error, stats) => {
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()))
        compiler.close(closeError => (closeError ? reject(closeError) : resolve(stats.hash as string)))
      })
    })
  return { root, write, build, remove: () => fs.rmSync(root, { recursive: true, force: true }) }
}

describe("SteadyCompilationHash", () => {
  const sites: Array<ReturnType<typeof site>> = []
  const newSite = (plugins: unknown[]) => {
    const made = site(plugins)
    sites.push(made)
    return made
  }
  afterEach(() => sites.splice(0).forEach(made => made.remove()))

  it("gives a build from webpack's cache the hash of the build that compiled", async () => {
    const current = newSite([new SteadyCompilationHash()])
    const compiled = await current.build()
    expect(await current.build()).toBe(compiled)
  })

  it("still changes the hash when a stylesheet changes", async () => {
    const current = newSite([new SteadyCompilationHash()])
    const before = await current.build()
    current.write("src/page.module.css", ".title { color: tomato }\n")
    expect(await current.build()).not.toBe(before)
  })

  // Why the plugin is there: without it the cached build's hash is another.
  it("is needed: without it, the two builds disagree", async () => {
    const current = newSite([])
    const compiled = await current.build()
    expect(await current.build()).not.toBe(compiled)
  })
})
