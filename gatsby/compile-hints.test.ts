/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { CompileHints, EVERY_FUNCTION_CALLED_ON_LOAD } from "./compile-hints"
import { testFolder } from "./test-support/folder"
import { fromGatsby, runWebpack } from "./test-support/webpack"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SourceMapConsumer } = require(fromGatsby("source-map")) as typeof import("source-map")

describe("CompileHints", () => {
  const folder = testFolder("compile-hints-", {
    "index.js": 'export function greet(name) {\n  return "Hello, " + name\n}\nglobalThis.greet = greet\nimport("./later.js")\n',
    "later.js": 'globalThis.later = () => "later"\n',
  })

  const build = (plugins: unknown[] = [new CompileHints()]) =>
    runWebpack({
      mode: "production",
      context: folder.path(),
      entry: "./index.js",
      devtool: "source-map",
      output: { path: path.join(folder.path(), "public"), filename: "[name]-[contenthash].js", chunkFilename: "[contenthash].js" },
      plugins,
      infrastructureLogging: { level: "none" },
    })
  const scripts = () => fs.readdirSync(path.join(folder.path(), "public")).filter(file => file.endsWith(".js"))

  it("opens every script, the entry's and a chunk loaded later, with V8's hint, through the minifier", async () => {
    await build()
    expect(scripts()).toHaveLength(2)
    for (const file of scripts()) {
      const code = fs.readFileSync(path.join(folder.path(), "public", file), "utf8")
      expect(code.split("\n")[0]).toBe(EVERY_FUNCTION_CALLED_ON_LOAD)
      // minified all the same
      expect(code).not.toContain("\n  ")
    }
  })

  it("keeps the source maps true", async () => {
    await build()
    const main = scripts().find(file => file.startsWith("main-"))!
    const lines = fs.readFileSync(path.join(folder.path(), "public", main), "utf8").split("\n")
    const line = lines.findIndex(text => text.includes("Hello, "))
    const map = await new SourceMapConsumer(fs.readFileSync(path.join(folder.path(), "public", `${main}.map`), "utf8"))
    expect(map.originalPositionFor({ line: line + 1, column: lines[line].indexOf("Hello, ") })).toMatchObject({ source: expect.stringContaining("index.js"), line: 2 })
    map.destroy()
  })

  it("names each script by the hash of its content with the hint, so no browser keeps an older copy under the same name", async () => {
    await build()
    const hinted = scripts()
    fs.rmSync(path.join(folder.path(), "public"), { recursive: true })
    await build([])
    const plain = scripts()
    expect(plain).toHaveLength(hinted.length)
    expect(plain.filter(file => hinted.includes(file))).toEqual([])
  })
})
