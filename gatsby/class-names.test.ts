/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { classNameOf, withShortClassNames, type RulesConfig } from "./class-names"
import { testFolder } from "./test-support/folder"
import { fromGatsby, MiniCssExtractPlugin, runWebpack } from "./test-support/webpack"


/** Gatsby 5.16's browser build, as far as this module reads and changes it: its rule for CSS modules, nested as Gatsby nests it. */
function gatsbyConfig(root: string) {
  const cssLoader = {
    loader: fromGatsby("css-loader"),
    options: { modules: { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]", exportLocalsConvention: "dashesOnly" } as Record<string, unknown> },
  }
  return {
    mode: "production" as const,
    context: root,
    entry: { app: "./src/app.js" },
    output: { path: path.join(root, "public") },
    module: { rules: [{ oneOf: [{ test: /\.module\.css$/, use: [{ loader: MiniCssExtractPlugin.loader, options: { modules: { namedExport: true } } }, cssLoader] }] }] as unknown[] },
    plugins: [new MiniCssExtractPlugin()],
    optimization: { minimize: false },
    infrastructureLogging: { level: "none" as const },
  }
}

describe("withShortClassNames", () => {
  const folder = testFolder("class-names-", {
    "src/components/Header.module.css": "/* .commented-out */\n.close-button { color: teal }\n.bar .brand { margin: 0 }\n",
    "src/app.js": 'import { closeButton, bar } from "./components/Header.module.css"\ndocument.body.className = [closeButton, bar].join(" ")\n',
  })
  const write = folder.write

  it("names each class by five characters of its module's path and its name, alike in the stylesheet and the script", async () => {
    const config = gatsbyConfig(folder.path())
    withShortClassNames(config as RulesConfig, folder.path())
    await runWebpack(config)

    const names = ["close-button", "bar", "brand"].map(local => classNameOf(path.join("src", "components", "Header.module.css"), local))
    for (const name of names) expect(name).toMatch(/^(_[-\w]{5}|[_a-zA-Z][-\w]{4})$/)
    expect(new Set(names).size).toBe(3)
    const [stylesheet, script] = ["app.css", "app.js"].map(file => fs.readFileSync(path.join(folder.path(), "public", file), "utf8"))
    expect(stylesheet).toContain(`.${names[0]} {`)
    expect(stylesheet).toContain(`.${names[1]} .${names[2]} {`)
    expect(script).toContain(`"${names[0]}"`)
    expect(stylesheet).not.toMatch(/module--|close-button/)
    expect(script).not.toMatch(/"[^"]*module--/)
  })

  it("stops the build, naming both classes, when two of them would get the same name", () => {
    const module = path.join("src", "components", "Header.module.css")
    const seen = new Map<string, string>()
    let pair: [string, string] | undefined
    for (let i = 0; !pair; i++) {
      const name = classNameOf(module, `c${i}`)
      const other = seen.get(name)
      if (other) pair = [other, `c${i}`]
      seen.set(name, `c${i}`)
    }
    write(module, `.${pair[0]} { color: teal }\n.${pair[1]} { color: navy }\n`)
    expect(() => withShortClassNames(gatsbyConfig(folder.path()) as RulesConfig, folder.path())).toThrow(
      new RegExp(`Header\\.module\\.css \\.${pair[0]} and .*Header\\.module\\.css \\.${pair[1]} would both be named`),
    )
  })

  it("stops the build, naming itself, when Gatsby names CSS modules' classes another way", () => {
    const config = gatsbyConfig(folder.path())
    const cssModules = (config.module.rules[0] as { oneOf: Array<{ use: Array<{ options: { modules: Record<string, unknown> } }> }> }).oneOf[0].use[1].options.modules
    cssModules.localIdentName = "[hash:base64]"
    expect(() => withShortClassNames(config as RulesConfig, folder.path())).toThrow(/gatsby\/class-names\.ts: Gatsby's webpack configuration no longer names/)
    expect(() => withShortClassNames({ module: { rules: [] } }, folder.path())).toThrow(/gatsby\/class-names\.ts/)
  })
})
