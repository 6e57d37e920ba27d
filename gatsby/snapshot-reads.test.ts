/** @jest-environment node */
import { readOnce, SnapshotReadsOnce, type CompilerWithCache, type IntermediateFileSystem } from "./snapshot-reads"

type Callback = (error: unknown, result?: unknown) => void

/** A file system that answers every read with its path and a count, and records each call that reached it. */
function countingFileSystem() {
  const calls: string[] = []
  const read = (method: string) => (file: string, ...rest: unknown[]) => {
    calls.push(`${method} ${file}`)
    const callback = rest[rest.length - 1] as Callback
    setImmediate(() => (file.endsWith("missing") ? callback(new Error(`ENOENT ${file}`)) : callback(null, `${method} ${file} #${calls.length}`)))
  }
  const fileSystem: IntermediateFileSystem = {
    stat: read("stat"),
    readlink: read("readlink"),
    readFile: read("readFile"),
    writeFile: (file: string, _data: unknown, callback: Callback) => {
      calls.push(`writeFile ${file}`)
      callback(null)
    },
  }
  return { fileSystem, calls }
}

const call = (fileSystem: IntermediateFileSystem, method: string, ...args: unknown[]) =>
  new Promise<[unknown, unknown]>(resolve => (fileSystem[method] as (...a: unknown[]) => void)(...args, (error: unknown, result: unknown) => resolve([error, result])))

describe("readOnce", () => {
  it("reads a path once, however often and however concurrently it is asked for", async () => {
    const { fileSystem, calls } = countingFileSystem()
    const once = readOnce(fileSystem, "/site/.cache/webpack/stage-build-html")
    const answers = await Promise.all([call(once, "stat", "/site/node_modules/a.js"), call(once, "stat", "/site/node_modules/a.js")])
    const later = await call(once, "stat", "/site/node_modules/a.js")
    expect(calls).toEqual(["stat /site/node_modules/a.js"])
    expect(answers).toEqual([later, later])
    expect(later).toEqual([null, "stat /site/node_modules/a.js #1"])
  })

  it("keeps each kind of read apart, and repeats a failure as it came", async () => {
    const { fileSystem, calls } = countingFileSystem()
    const once = readOnce(fileSystem, "/site/.cache/webpack/stage-build-html")
    await call(once, "stat", "/work")
    await call(once, "readlink", "/work")
    const [first] = await call(once, "readFile", "/site/missing")
    const [again] = await call(once, "readFile", "/site/missing")
    expect(calls).toEqual(["stat /work", "readlink /work", "readFile /site/missing"])
    expect(again).toBe(first)
    expect(String(first)).toMatch(/ENOENT/)
  })

  it("reads the cache folder afresh every time, and passes writes and reads with options through", async () => {
    const { fileSystem, calls } = countingFileSystem()
    const cache = "/site/.cache/webpack/stage-build-html"
    const once = readOnce(fileSystem, cache)
    await call(once, "stat", `${cache}/index.pack`)
    await call(once, "stat", `${cache}/index.pack`)
    await call(once, "stat", cache)
    await call(once, "stat", cache)
    await call(once, "readFile", "/site/package.json", "utf8")
    await call(once, "readFile", "/site/package.json", "utf8")
    await call(once, "writeFile", `${cache}/index.pack`, "data")
    expect(calls).toEqual([
      `stat ${cache}/index.pack`,
      `stat ${cache}/index.pack`,
      `stat ${cache}`,
      `stat ${cache}`,
      "readFile /site/package.json",
      "readFile /site/package.json",
      `writeFile ${cache}/index.pack`,
    ])
  })
})

describe("SnapshotReadsOnce", () => {
  const compiler = (cache: CompilerWithCache["options"]["cache"]): CompilerWithCache => ({ intermediateFileSystem: countingFileSystem().fileSystem, options: { cache } })

  it("gives a compiler with a persistent cache a file system that reads once", async () => {
    const withCache = compiler({ type: "filesystem", cacheLocation: "/site/.cache/webpack/stage-build-javascript" })
    const before = withCache.intermediateFileSystem
    new SnapshotReadsOnce().apply(withCache)
    expect(withCache.intermediateFileSystem).not.toBe(before)
    const first = await call(withCache.intermediateFileSystem!, "stat", "/site/node_modules/a.js")
    expect(await call(withCache.intermediateFileSystem!, "stat", "/site/node_modules/a.js")).toEqual(first)
  })

  it("leaves a compiler without a persistent cache as it is", () => {
    for (const cache of [false, { type: "memory" }] as const) {
      const without = compiler(cache)
      const before = without.intermediateFileSystem
      new SnapshotReadsOnce().apply(without)
      expect(without.intermediateFileSystem).toBe(before)
    }
  })
})
