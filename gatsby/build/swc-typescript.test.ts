/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import fc from "fast-check"
import { compiledBySwc, compileTypeScriptWithSwc, type ScriptStage } from "./swc-typescript"
import type { ModuleRulesConfig } from "./typescript-once"
import { testFolder } from "../test-support/folder"
import { buildApp, MARKING_LOADER } from "../test-support/webpack"

/** Gatsby 5.16's rule for scripts, as far as this module reads it: the site's own files, compiled by `loader`. */
const gatsbyRule = (loader: string) => ({
  test: /\.(js|mjs|jsx|ts|tsx)$/,
  include: (file: string) => !/[\\/]node_modules[\\/]/.test(file),
  use: [{ loader }],
})

describe("compileTypeScriptWithSwc", () => {
  const folder = testFolder("swc-typescript-", {
    "mark-loader.js": MARKING_LOADER,
    ".browserslistrc": "chrome 60\n",
    "src/components/card.tsx":
      "const React = { createElement: (...parts: unknown[]) => parts }\n" +
      "interface CardProps { title: string; tags?: { name: string }[] }\n" +
      "export const Card = ({ title, tags }: CardProps) => <p data-first={tags?.[0]?.name}>{title}</p>\n",
    "src/components/with-query.tsx": 'export const fragment = graphql`fragment Card on Article { title }`\n',
    "src/components/names-it.ts": "// Not a query: this comment only names graphql.\nexport const named = 1\n",
    "src/pages/about.tsx": 'export default function About() { return "about" }\n',
    "src/app.js":
      'import { Card } from "./components/card.tsx"\nimport { fragment } from "./components/with-query.tsx"\nimport { named } from "./components/names-it.ts"\nimport About from "./pages/about.tsx"\n' +
      "window.parts = [Card, fragment, named, About]\n",
  })

  // The marking loader stands for Gatsby's Babel.
  const build = async (stage: ScriptStage) => {
    const root = folder.path()
    const rules = [gatsbyRule(path.join(root, "mark-loader.js"))] as ModuleRulesConfig["module"]["rules"]
    const { bundle, timesCompiled } = await buildApp(root, rules, config => compileTypeScriptWithSwc(config, stage, root))
    return { bundle, babel: timesCompiled }
  }

  it("compiles the site's own TypeScript with SWC, and only Babel's share with Babel", async () => {
    const { bundle, babel } = await build("build-javascript")
    expect(babel("card.tsx")).toBe(0)
    expect(bundle).toContain('React.createElement("p"')
    expect(babel("app.js")).toBe(1)
  })

  it("leaves to Gatsby's Babel every file that names graphql, and the page components", async () => {
    const { babel } = await build("build-javascript")
    expect(babel("with-query.tsx")).toBe(1)
    expect(babel("names-it.ts")).toBe(1)
    expect(babel("about.tsx")).toBe(1)
  })

  it("compiles for the browsers of the site's .browserslistrc, and for Node in the HTML renderer", async () => {
    // Chrome 60 has no optional chaining; this Node has.
    expect((await build("build-javascript")).bundle).not.toContain("?.")
    expect((await build("build-html")).bundle).toContain("?.")
  })

  it("stops the build, naming itself, when the site has no browser list to compile for", () => {
    fs.rmSync(path.join(folder.path(), ".browserslistrc"))
    const rules = [gatsbyRule("babel-loader")]
    expect(() => compileTypeScriptWithSwc({ module: { rules } }, "build-javascript", folder.path())).toThrow(/gatsby\/build\/swc-typescript\.ts: no \.browserslistrc/)
  })

  it("stops the build, naming itself, when Gatsby's rule for scripts no longer chooses its files", () => {
    const rules = [{ test: /\.(js|mjs|jsx|ts|tsx)$/, use: [{ loader: "babel-loader" }] }]
    expect(() => compileTypeScriptWithSwc({ module: { rules } }, "build-javascript", "/site")).toThrow(/gatsby\/build\/swc-typescript\.ts: Gatsby's webpack rules no longer/)
  })
})

describe("compiledBySwc", () => {
  const site = path.join(path.sep, "site")
  const text = fc.string({ maxLength: 40 })
  const segment = fc.stringMatching(/^[a-z][a-z-]{0,8}$/)
  const sourceFile = fc.tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.constantFrom(".ts", ".tsx")).map(([parts, extension]) => path.join(site, "src", ...parts) + extension)

  it("gives Babel any file whose text names graphql, wherever the word stands", () => {
    fc.assert(
      fc.property(sourceFile, text, text, (file, before, after) => !compiledBySwc(file, () => `${before}graphql${after}`, site)),
      { seed: 6801, numRuns: 300 },
    )
  })

  it("gives SWC the site's other TypeScript under src/, but for page components", () => {
    fc.assert(
      fc.property(sourceFile, text, (file, body) => {
        fc.pre(!body.includes("graphql"))
        const folder = path.relative(path.join(site, "src"), file).split(path.sep)[0]
        return compiledBySwc(file, () => body, site) === !["pages", "templates"].includes(folder)
      }),
      { seed: 6802, numRuns: 300 },
    )
  })

  it("never takes, nor reads, a file outside src/, in node_modules, or other than TypeScript", () => {
    const read = jest.fn(() => "export const a = 1")
    for (const file of ["/site/gatsby-browser.tsx", "/site/plugins/x/gatsby-browser.ts", "/site/src/node_modules/x/index.ts", "/site/src/app.js", "/site/src/styles/global.css", "/elsewhere/src/a.ts"]) {
      expect(compiledBySwc(file, read, site)).toBe(false)
    }
    expect(read).not.toHaveBeenCalled()
  })
})
