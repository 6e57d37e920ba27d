/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { forListedBrowsers, type TargetConfig } from "./browser-target"
import { testFolder } from "./test-support/folder"
import { runWebpack } from "./test-support/webpack"


/** Gatsby 5.16's browser build, as far as this module reads and changes it: its target, unminified so that webpack's own code shows. */
const gatsbyConfig = (root: string) => ({
  mode: "production" as const,
  context: root,
  target: ["web", "es5"] as unknown,
  entry: { app: "./src/app.js" },
  output: { path: path.join(root, "public") },
  optimization: { minimize: false, concatenateModules: false },
  infrastructureLogging: { level: "none" as const },
})

describe("forListedBrowsers", () => {
  const folder = testFolder("browser-target-", {
    ".browserslistrc": "chrome 109\nsafari 18\n",
    "src/dates.js": "export const year = 2026\n",
    "src/app.js": 'import { year } from "./dates.js"\ndocument.title = String(year)\n',
  })

  const build = async (config: ReturnType<typeof gatsbyConfig>) => {
    await runWebpack(config)
    return fs.readFileSync(path.join(folder.path(), "public", "app.js"), "utf8")
  }

  it("writes webpack's own code for the browsers in .browserslistrc, with arrow functions, where Gatsby's target writes ES5", async () => {
    const asGatsbyDoes = await build(gatsbyConfig(folder.path()))
    expect(asGatsbyDoes).toMatch(/: function\(\) \{ return \/\* binding \*\/ year; \}/)

    const config = gatsbyConfig(folder.path())
    forListedBrowsers(config as TargetConfig)
    expect(config.target).toBe("browserslist")
    const listed = await build(config)
    expect(listed).toMatch(/: \(\) => \(\/\* binding \*\/ year\)/)
    expect(listed).not.toMatch(/function\(\) \{ return/)
  })

  it("stops the build, naming itself, when Gatsby targets browsers another way", () => {
    expect(() => forListedBrowsers({ target: "web" })).toThrow(/gatsby\/browser-target\.ts: Gatsby's browser build no longer targets/)
  })
})
