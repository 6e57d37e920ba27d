/** @jest-environment node */
import path from "node:path"
import { compileTypeScriptOnce, type ModuleRulesConfig } from "./typescript-once"
import { testFolder } from "../test-support/folder"
import { buildApp, fromGatsby, MARKING_LOADER } from "../test-support/webpack"

/**
 * Gatsby 5.16's rules for scripts, as far as this module reads them: its own rule for JavaScript
 * and TypeScript, then the rule gatsby-plugin-typescript itself adds, each compiling with `loader`.
 */
function gatsbyRules(loader: string): ModuleRulesConfig["module"]["rules"] {
  const added: ModuleRulesConfig["module"]["rules"] = []
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const typescriptPlugin = require(fromGatsby("gatsby-plugin-typescript/gatsby-node"))
  typescriptPlugin.onCreateWebpackConfig({
    actions: { setWebpackConfig: ({ module }: ModuleRulesConfig) => added.push(...module.rules) },
    loaders: { js: () => ({ loader }) },
  })
  return [{ test: /\.(js|mjs|jsx|ts|tsx)$/, use: [{ loader }] } as ModuleRulesConfig["module"]["rules"][number], ...added]
}

describe("compileTypeScriptOnce", () => {
  const folder = testFolder("typescript-once-", {
    "mark-loader.js": MARKING_LOADER,
    "src/article.ts": 'export const title = "An article"\n',
    "src/layout.tsx": 'export const layout = "A layout"\n',
    "src/app.js": 'import { title } from "./article.ts"\nimport { layout } from "./layout.tsx?__contentFilePath=/site/docs/page.mdx"\ndocument.title = title + layout\n',
  })

  const build = async (transform: (config: ModuleRulesConfig) => void = () => {}) => {
    const root = folder.path()
    const { timesCompiled } = await buildApp(root, gatsbyRules(path.join(root, "mark-loader.js")), transform)
    return { article: timesCompiled("article.ts"), layout: timesCompiled("layout.tsx") }
  }

  it("compiles a TypeScript file once, where Gatsby's rules compiled it twice", async () => {
    expect((await build()).article).toBe(2)
    expect((await build(compileTypeScriptOnce)).article).toBe(1)
  })

  it("leaves an MDX page's layout to both rules, so its TypeScript is compiled before gatsby-plugin-mdx reads it", async () => {
    expect((await build(compileTypeScriptOnce)).layout).toBe(2)
  })

  it("stops the build, naming itself, when gatsby-plugin-typescript no longer adds its rule", () => {
    const rules = gatsbyRules("babel-loader").slice(0, 1)
    expect(() => compileTypeScriptOnce({ module: { rules } })).toThrow(/gatsby\/build\/typescript-once\.ts: Gatsby's webpack rules no longer/)
  })

  it("stops the build when Gatsby's own rule no longer compiles TypeScript", () => {
    const rules = [{ test: /\.(js|mjs|jsx)$/ }, ...gatsbyRules("babel-loader").slice(1)]
    expect(() => compileTypeScriptOnce({ module: { rules } })).toThrow(/gatsby\/build\/typescript-once\.ts/)
  })
})
