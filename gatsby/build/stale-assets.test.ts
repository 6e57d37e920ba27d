/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { BrowserAssets, pruneStaleAssets, pruneStaleStaticFiles, staleAssets } from "./stale-assets"
import { testFolder } from "../test-support/folder"
import { runWebpack } from "../test-support/webpack"

describe("staleAssets", () => {
  it("keeps every file of a first build", () => {
    expect(staleAssets([], ["a.js"])).toEqual({ stale: [], history: [["a.js"]] })
  })

  it("keeps the files of the build before through the next build that makes other files, and then lets them go", () => {
    const second = staleAssets([["app-1.js", "shared.js"]], ["app-2.js", "shared.js"])
    expect(second.stale).toEqual([])
    const third = staleAssets(second.history, ["app-3.js", "shared.js"])
    expect(third).toEqual({ stale: ["app-1.js"], history: [["app-2.js", "shared.js"], ["app-3.js", "shared.js"]] })
  })

  it("changes nothing for a build that makes the same files, in any order", () => {
    const history = [["app-1.js"], ["app-2.js", "b.css"]]
    expect(staleAssets(history, ["b.css", "app-2.js"])).toEqual({ stale: [], history })
  })

  it("keeps an older build's files that a build makes again", () => {
    expect(staleAssets([["app-1.js"], ["app-2.js"]], ["app-1.js"])).toEqual({ stale: [], history: [["app-2.js"], ["app-1.js"]] })
  })
})

describe("pruneStaleAssets, after builds that recorded their files", () => {
  const folder = testFolder("stale-assets-")
  const publicDir = () => path.join(folder.path(), "public")
  // Gatsby's cache, the plain key-value store it is between builds.
  let kept: Map<string, unknown>
  const cache = { get: async (key: string) => kept.get(key), set: async (key: string, value: unknown) => kept.set(key, value) }
  beforeEach(() => (kept = new Map()))
  /** A build: writes its files into public/ and the record BrowserAssets keeps, then prunes. */
  const build = (files: string[]) => {
    for (const file of files) folder.write(`public/${file}`, file)
    kept.set("browser-assets-current", files)
    return pruneStaleAssets(publicDir(), cache)
  }
  const published = () => fs.readdirSync(publicDir(), { recursive: true, encoding: "utf8" }).filter(file => fs.statSync(path.join(publicDir(), file)).isFile()).sort()

  it("deletes the files of builds before the last two, and nothing a build did not record", async () => {
    folder.write("public/robots.txt", "from static/")
    folder.write("public/0badcafe.js", "from a build before the records")
    expect(await build(["app-1.js", "chunks/c-1.js"])).toBe(0)
    expect(await build(["app-2.js", "chunks/c-1.js"])).toBe(0)
    expect(await build(["app-3.js", "chunks/c-3.js"])).toBe(1)
    expect(published()).toEqual(["0badcafe.js", "app-2.js", "app-3.js", "chunks/c-1.js", "chunks/c-3.js", "robots.txt"])
    expect(await build(["app-4.js"])).toBe(2)
    expect(published()).toEqual(["0badcafe.js", "app-3.js", "app-4.js", "chunks/c-3.js", "robots.txt"])
  })

  it("deletes nothing when the record of earlier builds is not one it wrote", async () => {
    folder.write("public/app-1.js", "")
    kept.set("browser-assets", { "app-1.js": true })
    expect(await build(["app-2.js"])).toBe(0)
    expect(published()).toEqual(["app-1.js", "app-2.js"])
  })

  it("never deletes outside public/, whatever the record says", async () => {
    folder.write("outside.js", "")
    kept.set("browser-assets", [["../outside.js"], ["app-1.js"]])
    await build(["app-2.js"])
    expect(fs.existsSync(path.join(folder.path(), "outside.js"))).toBe(true)
  })

  it("stops the build, naming what is missing, when the browser bundle's files were not recorded", async () => {
    await expect(pruneStaleAssets(publicDir(), cache)).rejects.toThrow(/browser bundle's files were not recorded .*BrowserAssets/)
  })
})

describe("BrowserAssets", () => {
  const folder = testFolder("browser-assets-", {
    "src/index.js": 'import("./later").then(later => later.default())\n',
    "src/later.js": "export default () => 42\n",
  })

  it("records every file the browser bundle's compilation makes: entry, chunks loaded later and source maps", async () => {
    const kept = new Map<string, unknown>()
    const cache = { set: async (key: string, value: unknown) => kept.set(key, value) }
    await runWebpack({
      mode: "production",
      context: folder.path(),
      entry: "./src/index.js",
      devtool: "source-map",
      output: { path: path.join(folder.path(), "public"), filename: "[name]-[contenthash].js", chunkFilename: "[contenthash].js" },
      plugins: [new BrowserAssets(cache)],
    })
    const recorded = kept.get("browser-assets-current") as string[]
    expect(recorded).toEqual(fs.readdirSync(path.join(folder.path(), "public")).sort())
    expect(recorded.filter(file => file.endsWith(".js"))).toHaveLength(2)
    expect(recorded.filter(file => file.endsWith(".js.map"))).toHaveLength(2)
  })
})

describe("pruneStaleStaticFiles, after builds of content whose pictures change", () => {
  const folder = testFolder("stale-static-files-")
  const publicDir = () => path.join(folder.path(), "public")
  let kept: Map<string, unknown>
  const cache = { get: async (key: string) => kept.get(key), set: async (key: string, value: unknown) => kept.set(key, value) }
  beforeEach(() => (kept = new Map()))
  const digest = (n: number) => String(n).repeat(32)
  /** A build of content with pictures of these digests: writes what Gatsby makes of each, then prunes. */
  const build = (digests: string[]) => {
    for (const d of digests) folder.write(`public/static/${d}/480/picture.webp`, d)
    return pruneStaleStaticFiles(publicDir(), cache, new Set(digests))
  }
  const published = () => (fs.readdirSync(path.join(publicDir(), "static"), { recursive: true, encoding: "utf8" }) as string[]).sort()

  it("deletes the folder made of a replaced picture once two later builds that changed the pictures no longer have it", async () => {
    folder.write(`public/static/${digest(9)}/480/picture.webp`, "made before builds recorded theirs")
    folder.write("public/static/logo-5f2c.svg", "a file of the browser bundle")
    expect(await build([digest(1), digest(2)])).toBe(0)
    expect(await build([digest(3), digest(2)])).toBe(0)
    expect(await build([digest(3), digest(2)])).toBe(0)
    expect(published()).toContain(`${digest(1)}/480/picture.webp`)
    expect(await build([digest(3), digest(2), digest(4)])).toBe(1)
    expect(published().filter(file => file.endsWith(".webp") || file.endsWith(".svg"))).toEqual([
      `${digest(2)}/480/picture.webp`,
      `${digest(3)}/480/picture.webp`,
      `${digest(4)}/480/picture.webp`,
      `${digest(9)}/480/picture.webp`,
      "logo-5f2c.svg",
    ])
    expect(published()).not.toContain(digest(1))
  })

  it("deletes a replaced picture's file published under its own name, as its folder", async () => {
    const write = (digests: string[]) => {
      for (const d of digests) folder.write(`public/static/thumbnail-${d}.jpg`, d)
      return pruneStaleStaticFiles(publicDir(), cache, new Set(digests))
    }
    await write([digest(1)])
    await write([digest(2)])
    expect(await write([digest(3)])).toBe(1)
    expect(published()).toEqual([`thumbnail-${digest(2)}.jpg`, `thumbnail-${digest(3)}.jpg`])
  })

  it("deletes nothing made of content the site still has, nor anything outside public/static/, whatever the record says", async () => {
    for (const file of [`static/${digest(1)}/480/picture.webp`, `static/${digest(2)}/480/picture.webp`, "static/logo-5f2c.svg", "app-1.js"]) folder.write(`public/${file}`, "")
    kept.set("static-entries", [[`static/${digest(1)}/480/picture.webp`, `static/${digest(2)}`, "static/logo-5f2c.svg", "app-1.js"], [`static/${digest(3)}`]])
    expect(await build([digest(1), digest(2)])).toBe(0)
    expect(fs.readdirSync(publicDir(), { recursive: true, encoding: "utf8" }).filter(file => file.includes("."))).toHaveLength(4)
  })
})
