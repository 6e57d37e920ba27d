/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildCodeOf, digestOf, writeUnlessUnchanged, type DerivedOutput } from "./derived-output"

const roots: string[] = []
afterEach(() => roots.splice(0).forEach(root => fs.rmSync(root, { recursive: true, force: true })))

// A site folder with its build code, npm's record of the install, two pages and an index made of
// them, and Gatsby's cache as the plain key-value store it is between builds.
function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "derived-output-"))
  roots.push(root)
  // Written a minute ago, as a build's inputs are written before what is derived from them.
  const edit = (full: string, text: string) => {
    fs.writeFileSync(full, text)
    const aMinuteAgo = new Date(Date.now() - 60_000)
    fs.utimesSync(full, aMinuteAgo, aMinuteAgo)
  }
  const file = (name: string, text: string) => {
    const full = path.join(root, name)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    edit(full, text)
    return full
  }
  file("gatsby-node.ts", 'export { onPostBuild } from "./gatsby/post-build"\n')
  const build = file("gatsby/post-build.ts", "export const onPostBuild = () => 1\n")
  const installed = file("node_modules/.package-lock.json", "{}")
  const pages = [file("public/a/index.html", "<p>a</p>"), file("public/b/index.html", "<p>b</p>")]
  const index = path.join(root, "public", "index.json")
  const kept = new Map<string, unknown>()
  const cache = {
    get: async (key: string) => kept.get(key),
    set: async (key: string, value: unknown) => kept.set(key, value),
    del: async (key: string) => void kept.delete(key),
  }
  let writes = 0
  // Writes the index from the pages it is given, as the real outputs are made from their inputs.
  const write = (inputs: readonly string[]) => async () => {
    writes++
    fs.writeFileSync(index, inputs.map(page => fs.readFileSync(page, "utf8")).join(""))
    return { read: inputs, wrote: [index] }
  }
  const output = (inputs?: readonly string[], alsoFrom?: string): DerivedOutput => ({ name: "index", siteDirectory: root, inputs, alsoFrom })
  const run = (inputs = pages, alsoFrom?: string) => writeUnlessUnchanged(cache, output(inputs, alsoFrom), write(inputs))
  return { root, file, edit, build, installed, pages, index, cache, kept, run, write, output, writes: () => writes }
}

describe("writeUnlessUnchanged", () => {
  it("writes the first time and keeps the output while nothing changes", async () => {
    const s = site()
    expect(await s.run()).toBe("written")
    expect(await s.run()).toBe("kept")
    expect(s.writes()).toBe(1)
    expect(fs.readFileSync(s.index, "utf8")).toBe("<p>a</p><p>b</p>")
  })

  it("writes again when an input's content changes", async () => {
    const s = site()
    await s.run()
    s.edit(s.pages[1], "<p>b, edited</p>")
    expect(await s.run()).toBe("written")
    expect(fs.readFileSync(s.index, "utf8")).toBe("<p>a</p><p>b, edited</p>")
  })

  it("keeps the output when the same inputs come in another order", async () => {
    const s = site()
    await s.run()
    expect(await s.run([...s.pages].reverse())).toBe("kept")
  })

  it("writes again when an input is added or removed", async () => {
    const s = site()
    await s.run()
    const added = s.file("public/c/index.html", "<p>c</p>")
    expect(await s.run([...s.pages, added])).toBe("written")
    expect(await s.run(s.pages)).toBe("written")
    expect(fs.readFileSync(s.index, "utf8")).toBe("<p>a</p><p>b</p>")
  })

  it("writes again when what no file holds changes", async () => {
    const s = site()
    await s.run(s.pages, '["/a","/b"]')
    expect(await s.run(s.pages, '["/a","/b"]')).toBe("kept")
    expect(await s.run(s.pages, '["/a/","/b/"]')).toBe("written")
  })

  it("writes again when the build code or the installed packages change", async () => {
    const s = site()
    await s.run()
    s.edit(s.build, "export const onPostBuild = () => 2\n")
    expect(await s.run()).toBe("written")
    s.edit(s.installed, '{"packages":{}}')
    expect(await s.run()).toBe("written")
    expect(await s.run()).toBe("kept")
  })

  it("writes again when a file it wrote is gone", async () => {
    const s = site()
    await s.run()
    fs.rmSync(s.index)
    expect(await s.run()).toBe("written")
    expect(fs.existsSync(s.index)).toBe(true)
  })

  it("compares against the inputs the last write read when none are given", async () => {
    const s = site()
    expect(await writeUnlessUnchanged(s.cache, s.output(), s.write(s.pages))).toBe("written")
    expect(await writeUnlessUnchanged(s.cache, s.output(), s.write(s.pages))).toBe("kept")
    s.edit(s.pages[0], "<p>a, edited</p>")
    expect(await writeUnlessUnchanged(s.cache, s.output(), s.write(s.pages))).toBe("written")
  })

  it("passes on a failed write and writes again next time, even over an output it left", async () => {
    const s = site()
    await s.run()
    s.edit(s.pages[0], "<p>a, edited</p>")
    const halfway = async () => {
      fs.writeFileSync(s.index, "<p>a, edi")
      throw new Error("no index")
    }
    await expect(writeUnlessUnchanged(s.cache, s.output(s.pages), halfway)).rejects.toThrow("no index")
    s.edit(s.pages[0], "<p>a</p>")
    expect(await s.run()).toBe("written")
    expect(fs.readFileSync(s.index, "utf8")).toBe("<p>a</p><p>b</p>")
  })

  it("writes again next time when an input was saved while it was being read", async () => {
    const s = site()
    const savedMeanwhile = async () => {
      const result = await s.write(s.pages)()
      fs.writeFileSync(s.pages[0], "<p>a, saved meanwhile</p>")
      return result
    }
    await writeUnlessUnchanged(s.cache, s.output(s.pages), savedMeanwhile)
    expect(await s.run()).toBe("written")
    expect(fs.readFileSync(s.index, "utf8")).toBe("<p>a, saved meanwhile</p><p>b</p>")
  })

  it("writes when what the cache holds under its name is not a record of a write", async () => {
    const s = site()
    s.kept.set("index", "something else")
    expect(await s.run()).toBe("written")
  })
})

describe("digestOf", () => {
  it("tells files apart by name and by content, and has none for a missing file", () => {
    const s = site()
    const twin = s.file("public/a-twin/index.html", "<p>a</p>")
    expect(digestOf(s.pages)).toBe(digestOf([...s.pages]))
    expect(digestOf([s.pages[0]])).not.toBe(digestOf([twin]))
    expect(digestOf([s.pages[0]])).not.toBe(digestOf([s.pages[1]]))
    expect(digestOf(s.pages)).not.toBe(digestOf([...s.pages].reverse()))
    expect(digestOf(s.pages, "one")).not.toBe(digestOf(s.pages, "two"))
    expect(digestOf([...s.pages, path.join(s.root, "missing")])).toBeUndefined()
  })
})

describe("buildCodeOf", () => {
  it("is gatsby-node.ts and gatsby-config.ts with every file of the site they import, and no package", () => {
    const s = site()
    s.file("gatsby-config.ts", 'import { site } from "./src/config/site"\nimport path from "node:path"\nimport gatsby from "gatsby"\nexport default { site, path, gatsby }\n')
    s.file("src/config/site.ts", 'export { name as site } from "../lib/name"\n')
    s.file("src/lib/name.ts", 'export const name = "a site"\n')
    s.file("src/lib/unused.ts", "export const unused = 1\n")
    expect(buildCodeOf(s.root).sort()).toEqual(
      ["gatsby-config.ts", "gatsby-node.ts", "gatsby/post-build.ts", "src/config/site.ts", "src/lib/name.ts"].map(file => path.join(s.root, file)),
    )
  })
})
