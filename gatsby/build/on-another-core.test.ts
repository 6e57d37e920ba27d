/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { threadId } from "node:worker_threads"
import { inTheBackground, onAnotherCore } from "./on-another-core"

const dirs: string[] = []
afterAll(() => dirs.forEach(dir => fs.rmSync(dir, { recursive: true, force: true })))

/** A build module written for the test. */
function entry(name: string, code: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "on-another-core-"))
  dirs.push(dir)
  const file = path.join(dir, `${name}.ts`)
  fs.writeFileSync(file, code)
  return file
}

const site = (module: string) => JSON.stringify(path.resolve(module))

// A TypeScript module of the build that imports the site's modules and packages, as the real ones do.
const answering = () =>
  entry(
    "answer",
    `import { threadId } from "node:worker_threads"
     import { parse } from "parse5"
     import { scriptLoader } from ${site("gatsby/page-scripts")}
     export async function answer(page: string, times: number) {
       const html = parse("<p>" + page + "</p>")
       return { pid: process.pid, threadId, loader: scriptLoader(page), nodes: html.childNodes.length * times }
     }`,
  )
type Answer = (page: string, times: number) => Promise<{ pid: number; threadId: number; loader: string; nodes: number }>

describe.each([
  ["onAnotherCore", onAnotherCore],
  ["inTheBackground", inTheBackground],
] as const)("%s", (_name, run) => {
  it("runs a function of a TypeScript module of the build on the arguments given, with the site's modules and packages", async () => {
    const answer = await run<Answer>(answering(), "answer", "/blog", 2)
    expect(answer).toMatchObject({ loader: '/*<![CDATA[*/window.pagePath="/blog";/*]]>*/', nodes: 2 })
  })

  it("fails with the function's own error, thrown as the module loads or later, or the bundler's", async () => {
    const loads = entry("throws", `throw new Error("the pages could not be read")\nexport const work = () => 1`)
    await expect(run(loads, "work")).rejects.toThrow("the pages could not be read")
    const later = entry("rejects", `export const work = () => Promise.resolve().then(() => { throw new Error("a card could not be drawn") })`)
    await expect(run(later, "work")).rejects.toThrow(/^a card could not be drawn$/)
    await expect(run(entry("broken", "export const = 1"), "work")).rejects.toThrow("broken.ts")
  })

  it("fails, naming the module and its exit code, when the work ends without an answer", async () => {
    const file = entry("silent", `export const work = () => new Promise(() => process.exit(3))`)
    await expect(run(file, "work")).rejects.toThrow("silent.ts stopped (exit code 3) without an answer")
  })
})

describe("onAnotherCore", () => {
  it("runs in another thread of this process", async () => {
    const answer = await onAnotherCore<Answer>(answering(), "answer", "/blog", 1)
    expect(answer.pid).toBe(process.pid)
    expect(answer.threadId).not.toBe(threadId)
  })
})

describe("inTheBackground", () => {
  it("runs in another process", async () => {
    const answer = await inTheBackground<Answer>(answering(), "answer", "/blog", 1)
    expect(answer.pid).not.toBe(process.pid)
  })

  // Linux gives each thread its own priority, and a thread takes its maker's: the work's own threads
  // (libuv's pool, which reads files and runs sharp's pipelines, and libvips') are made after the
  // process lowered its priority, V8's before.
  it.each(os.platform() === "linux" ? ["linux"] : [])("gives the process and the threads that do its work the lowest priority (%s)", async () => {
    const file = entry(
      "priorities",
      `import fs from "node:fs/promises"
       import sharp from "sharp"
       export async function priorities() {
         await fs.readFile(${JSON.stringify(__filename)})
         await sharp({ create: { width: 64, height: 64, channels: 3, background: "#102030" } }).png().toBuffer()
         const tasks = await fs.readdir("/proc/self/task")
         return Promise.all(tasks.map(async task => {
           const stat = await fs.readFile("/proc/self/task/" + task + "/stat", "utf8")
           const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
           return { main: Number(task) === process.pid, name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), nice: Number(fields[16]) }
         }))
       }`,
    )
    const threads = await inTheBackground<() => Promise<Array<{ main: boolean; name: string; nice: number }>>>(file, "priorities")
    const working = threads.filter(thread => thread.main || /^(libuv-worker|libvips worker)$/.test(thread.name))
    expect(working.map(thread => thread.name)).toEqual(expect.arrayContaining(["libuv-worker", "libvips worker"]))
    expect(working.filter(thread => thread.nice !== os.constants.priority.PRIORITY_LOW)).toEqual([])
    expect(os.getPriority()).not.toBe(os.constants.priority.PRIORITY_LOW)
  })

  it("passes on what the process writes to its standard error", async () => {
    const file = entry("warns", `export const work = () => { console.error("a card drawn twice"); return 1 }`)
    const written = jest.spyOn(process.stderr, "write").mockImplementation(() => true)
    try {
      await expect(inTheBackground(file, "work")).resolves.toBe(1)
      expect(written.mock.calls.map(([text]) => String(text)).join("")).toContain("a card drawn twice")
    } finally {
      written.mockRestore()
    }
  })
})
