/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { digestOf, writeUnlessUnchanged, type DerivedOutput } from "./derived-output"

// A site folder with its build code, npm's record of the install, two pages and an output, and
// Gatsby's cache as the plain key-value store it is between builds.
function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "derived-output-"))
  const file = (name: string, text: string) => {
    const full = path.join(root, name)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    fs.writeFileSync(full, text)
    return full
  }
  const build = file(".cache/compiled/gatsby-node.js", "build code")
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
    return inputs
  }
  const output = (inputs?: readonly string[]): DerivedOutput => ({ name: "index", siteDirectory: root, inputs, outputs: [index] })
  const run = (inputs = pages) => writeUnlessUnchanged(cache, output(inputs), write(inputs))
  return { root, file, build, installed, pages, index, cache, run, write, output, writes: () => writes }
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
    fs.writeFileSync(s.pages[1], "<p>b, edited</p>")
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

  it("writes again when the build code or the installed packages change", async () => {
    const s = site()
    await s.run()
    fs.writeFileSync(s.build, "new build code")
    expect(await s.run()).toBe("written")
    fs.writeFileSync(s.installed, '{"packages":{}}')
    expect(await s.run()).toBe("written")
    expect(await s.run()).toBe("kept")
  })

  it("writes again when an output is gone", async () => {
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
    fs.writeFileSync(s.pages[0], "<p>a, edited</p>")
    expect(await writeUnlessUnchanged(s.cache, s.output(), s.write(s.pages))).toBe("written")
  })

  it("passes on a failed write and writes again next time, even over an output it left", async () => {
    const s = site()
    await s.run()
    fs.writeFileSync(s.pages[0], "<p>a, edited</p>")
    const halfway = async () => {
      fs.writeFileSync(s.index, "<p>a, edi")
      throw new Error("no index")
    }
    await expect(writeUnlessUnchanged(s.cache, s.output(s.pages), halfway)).rejects.toThrow("no index")
    fs.writeFileSync(s.pages[0], "<p>a</p>")
    expect(await s.run()).toBe("written")
    expect(fs.readFileSync(s.index, "utf8")).toBe("<p>a</p><p>b</p>")
  })
})

describe("digestOf", () => {
  it("tells files apart by name and content, and has none for a missing file", () => {
    const s = site()
    expect(digestOf(s.pages)).toBe(digestOf(s.pages))
    expect(digestOf(s.pages)).not.toBe(digestOf([...s.pages].reverse()))
    expect(digestOf([s.pages[0]])).not.toBe(digestOf([s.pages[1]]))
    expect(digestOf([...s.pages, path.join(s.root, "missing")])).toBeUndefined()
  })
})
