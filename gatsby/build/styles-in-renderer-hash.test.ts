/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Stats } from "webpack"
import { StylesInRendererHash } from "./styles-in-renderer-hash"
import { fromGatsby, runWebpack } from "../test-support/webpack"

// The function Gatsby itself decides with which pages a later build renders again.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getSSRChunkHashes } = require(path.join(path.dirname(require.resolve("gatsby/package.json")), "dist/utils/webpack/get-ssr-chunk-hashes.js")) as {
  getSSRChunkHashes(args: { stats: Stats; components: Map<string, { componentPath: string; componentChunkName: string }> }): {
    renderPageHash: string
    templateHashes: Record<string, string>
  }
}

const TEMPLATES = { zones: "component---src-templates-zones-tsx", blog: "component---src-templates-blog-tsx" }

/**
 * A site with two templates, each with a CSS module, and its HTML renderer built as Gatsby builds
 * it (the stylesheets seen as their class names only); the browser build's stylesheet names are
 * written to public/webpack.stats.json, as Gatsby's browser build writes them before the renderer's.
 */
function site(plugins: (publicDir: string) => unknown[]) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "styles-in-renderer-hash-"))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  for (const template of Object.keys(TEMPLATES)) {
    write(`src/${template}.module.css`, ".card { color: teal }\n")
    write(`src/${template}.js`, `import * as styles from "./${template}.module.css"\nexport default () => styles.card\n`)
  }
  // Gatsby's renderer imports the templates through its async-requires module, as here.
  write("src/render-page.js", 'export * from "./async-requires.js"\n')
  write(
    "src/async-requires.js",
    Object.entries(TEMPLATES)
      .map(([template, chunk]) => `export const ${template} = () => import(/* webpackChunkName: "${chunk}" */ "./${template}.js")\n`)
      .join(""),
  )
  const components = new Map(Object.entries(TEMPLATES).map(([template, chunk]) => [`src/${template}.js`, { componentPath: `src/${template}.js`, componentChunkName: chunk }]))
  const publicDir = path.join(root, "public")

  /** The browser build's stylesheets: the app's and each template's, by content-hashed name. */
  const browserStylesheets = (styles: { app: string; zones: string; blog: string }) =>
    write(
      "public/webpack.stats.json",
      JSON.stringify({
        namedChunkGroups: {
          app: { assets: [{ name: "app-1.js" }, { name: styles.app }] },
          [TEMPLATES.zones]: { assets: [{ name: styles.zones }, { name: "zones-1.js" }] },
          [TEMPLATES.blog]: { assets: [{ name: styles.blog }, { name: "blog-1.js" }] },
        },
      }),
    )

  /** One build of the renderer, with webpack's persistent cache as Gatsby's; resolves to Gatsby's hashes of it. */
  const buildRenderer = async () => {
    const stats = await runWebpack({
      mode: "production",
      target: "node",
      context: root,
      entry: { "render-page": "./src/render-page.js" },
      output: { path: path.join(root, ".cache/page-ssr"), libraryTarget: "commonjs" },
      optimization: { minimize: false },
      module: {
        rules: [{ test: /\.css$/, use: [{ loader: fromGatsby("css-loader"), options: { modules: { namedExport: false, exportOnlyLocals: true } } }] }],
      },
      cache: { type: "filesystem", cacheDirectory: path.join(root, ".cache/webpack") },
      plugins: plugins(publicDir),
      infrastructureLogging: { level: "none" },
    })
    const { renderPageHash, templateHashes } = getSSRChunkHashes({ stats, components })
    return { renderer: renderPageHash, zones: templateHashes["src/zones.js"], blog: templateHashes["src/blog.js"] }
  }
  return { write, browserStylesheets, buildRenderer, remove: () => fs.rmSync(root, { recursive: true, force: true }) }
}

describe("StylesInRendererHash", () => {
  const sites: Array<ReturnType<typeof site>> = []
  const newSite = (plugins: (publicDir: string) => unknown[]) => {
    const made = site(plugins)
    sites.push(made)
    return made
  }
  afterEach(() => sites.splice(0).forEach(made => made.remove()))
  const withPlugin = (publicDir: string) => [new StylesInRendererHash(publicDir)]

  it("gives a template a new hash when a rule of its styles changes, and leaves the other template's", async () => {
    const current = newSite(withPlugin)
    current.browserStylesheets({ app: "app.1.css", zones: "z1.css", blog: "b1.css" })
    const before = await current.buildRenderer()
    current.write("src/zones.module.css", ".card { color: tomato }\n")
    current.browserStylesheets({ app: "app.1.css", zones: "z2.css", blog: "b1.css" })
    const after = await current.buildRenderer()
    expect(after.zones).not.toBe(before.zones)
    expect(after.blog).toBe(before.blog)
    expect(after.renderer).toBe(before.renderer)
  })

  it("gives the renderer, which stands for every page, a new hash when the app's styles change", async () => {
    const current = newSite(withPlugin)
    current.browserStylesheets({ app: "app.1.css", zones: "z1.css", blog: "b1.css" })
    const before = await current.buildRenderer()
    current.browserStylesheets({ app: "app.2.css", zones: "z1.css", blog: "b1.css" })
    expect((await current.buildRenderer()).renderer).not.toBe(before.renderer)
  })

  it("keeps every hash when nothing changed, so a build with nothing changed renders no page", async () => {
    const current = newSite(withPlugin)
    current.browserStylesheets({ app: "app.1.css", zones: "z1.css", blog: "b1.css" })
    const before = await current.buildRenderer()
    expect(await current.buildRenderer()).toEqual(before)
  })

  // Why the plugin is there: the renderer sees class names only, and a rule's change keeps them.
  it("is needed: without it, a rule's change leaves the template's hash as it was", async () => {
    const current = newSite(() => [])
    current.browserStylesheets({ app: "app.1.css", zones: "z1.css", blog: "b1.css" })
    const before = await current.buildRenderer()
    current.write("src/zones.module.css", ".card { color: tomato }\n")
    current.browserStylesheets({ app: "app.1.css", zones: "z2.css", blog: "b1.css" })
    expect((await current.buildRenderer()).zones).toBe(before.zones)
  })
})
