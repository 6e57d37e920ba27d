/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { chunksNamedByContent, type ChunkNamesConfig } from "./chunk-names"
import { testFolder } from "./test-support/folder"
import { fromGatsby, MiniCssExtractPlugin, runWebpack } from "./test-support/webpack"


/** Gatsby 5.16's browser build, as far as this module reads and changes it: an app entry that loads a page template with its stylesheet. */
function gatsbyConfig(root: string) {
  return {
    mode: "production" as const,
    context: root,
    entry: { app: "./src/app.js" },
    output: { path: path.join(root, "public"), filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" as unknown },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, fromGatsby("css-loader")] }] },
    plugins: [new MiniCssExtractPlugin({ filename: "[name].[contenthash].css", chunkFilename: "[name].[contenthash].css" })] as unknown[],
    optimization: { runtimeChunk: { name: "webpack-runtime" } },
    infrastructureLogging: { level: "none" as const },
  }
}

describe("chunksNamedByContent", () => {
  const folder = testFolder("chunk-names-", {
    "src/article.css": ".article { color: teal }\n",
    "src/article.js": 'import "./article.css"\nexport default "article"\n',
    "src/app.js": 'import(/* webpackChunkName: "component---src-templates-article-tsx" */ "./article.js")\n',
  })

  const build = async (config: ReturnType<typeof gatsbyConfig>) => {
    const { namedChunkGroups } = (await runWebpack(config)).toJson({ all: false, chunkGroups: true })
    const chunkGroups = Object.fromEntries(Object.entries(namedChunkGroups ?? {}).map(([name, group]) => [name, (group.assets ?? []).map(asset => asset.name)]))
    return { files: fs.readdirSync(path.join(folder.path(), "public")).sort(), chunkGroups }
  }

  it("names a template's script and stylesheet by eight characters of their content hash alone, and webpack's runtime no longer carries the template's name", async () => {
    const config = gatsbyConfig(folder.path())
    chunksNamedByContent(config as ChunkNamesConfig)
    const { files, chunkGroups } = await build(config)

    const [script, stylesheet] = ["js", "css"].map(type => files.find(file => new RegExp(`^[0-9a-f]{8}\\.${type}$`).test(file)))
    expect(script).toBeDefined()
    expect(stylesheet).toBeDefined()
    // Gatsby finds a page's files by its chunk group's name, which stays.
    expect(chunkGroups["component---src-templates-article-tsx"]?.sort()).toEqual([script, stylesheet].sort())
    expect(files.filter(file => file.startsWith("app-") || file.startsWith("webpack-runtime-"))).toHaveLength(2)
    const runtime = fs.readFileSync(path.join(folder.path(), "public", files.find(file => file.startsWith("webpack-runtime-"))!), "utf8")
    expect(runtime).not.toContain("component---src-templates-article-tsx")
  })

  it("stops the build, naming itself, when Gatsby names chunk files another way", () => {
    const scripts = gatsbyConfig(folder.path())
    scripts.output.chunkFilename = "[id].js"
    expect(() => chunksNamedByContent(scripts as ChunkNamesConfig)).toThrow(/gatsby\/chunk-names\.ts: Gatsby's browser build no longer names chunk files/)
    const noExtractor = { ...gatsbyConfig(folder.path()), plugins: [] }
    expect(() => chunksNamedByContent(noExtractor as ChunkNamesConfig)).toThrow(/gatsby\/chunk-names\.ts/)
  })
})
