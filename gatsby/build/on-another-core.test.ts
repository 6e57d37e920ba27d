/** @jest-environment node */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { threadId } from "node:worker_threads"
import fc from "fast-check"
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
     export async function answer(page: string, times: number, since: Date, seen: Map<string, number>) {
       const html = parse("<p>" + page + "</p>")
       const nodes = html.childNodes.length * times
       return { pid: process.pid, threadId, loader: scriptLoader(page), nodes, year: since.getFullYear(), seen: seen.get(page), nothing: undefined }
     }`,
  )
interface Answering {
  answer: (page: string, times: number, since: Date, seen: Map<string, number>) => Promise<{ pid: number; threadId: number; loader: string; nodes: number; year: number; seen: number; nothing: undefined }>
}
type Anything = Record<string, (...args: never[]) => unknown>

describe.each([
  ["onAnotherCore", onAnotherCore],
  ["inTheBackground", inTheBackground],
] as const)("%s", (_name, run) => {
  it("runs a function of a TypeScript module of the build, with the site's modules and packages, on arguments that cross as structured clones", async () => {
    const answer = await run<Answering, "answer">(answering(), "answer", "/blog", 2, new Date(2026, 11, 4), new Map([["/blog", 3]]))
    expect(answer).toEqual(expect.objectContaining({ loader: '/*<![CDATA[*/window.pagePath="/blog";/*]]>*/', nodes: 2, year: 2026, seen: 3 }))
    expect(Object.keys(answer)).toContain("nothing")
  })

  it("gives an answer of undefined, as a function that only does its work answers", async () => {
    await expect(run<Anything, "work">(entry("quiet", `export async function work() {}`), "work")).resolves.toBeUndefined()
  })

  it("fails with the function's own error, thrown as the module loads or later, or the bundler's", async () => {
    const loads = entry("throws", `throw new Error("the pages could not be read")\nexport const work = () => 1`)
    await expect(run<Anything, "work">(loads, "work")).rejects.toThrow("the pages could not be read")
    const later = entry("rejects", `export const work = () => Promise.resolve().then(() => { throw new Error("a card could not be drawn") })`)
    await expect(run<Anything, "work">(later, "work")).rejects.toThrow(/^a card could not be drawn$/)
    await expect(run<Anything, "work">(entry("broken", "export const = 1"), "work")).rejects.toThrow("broken.ts")
  })

  it("fails, naming the module and its exit code, when the work ends without an answer", async () => {
    const file = entry("silent", `export const work = () => new Promise(() => process.exit(3))`)
    await expect(run<Anything, "work">(file, "work")).rejects.toThrow("silent.ts stopped (exit code 3) without an answer")
  })

  it("refuses a name that is not one", async () => {
    await expect(run<Anything, string>(answering(), "work } from 'node:fs'; process.exit(1); import { x")).rejects.toThrow("Not the name of a function")
  })

  it("runs no name but one of a function the module exports, whatever the name holds", async () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "on-another-core-")), "ran")
    dirs.push(path.dirname(marker))
    const file = entry("exports", `export const work = () => "worked"\nexport const notAFunction = 1`)
    // Code a name would run if it were written into the runner's code.
    const ranCode = `require("node:fs").writeFileSync(${JSON.stringify(marker)}, "ran")`
    const names = fc.oneof(
      fc.string(),
      fc.constantFrom("notAFunction", "constructor", "__proto__", "toString", "hasOwnProperty", "default", "__esModule", ""),
      fc.tuple(fc.constantFrom("work", "x", ""), fc.constantFrom(`} from "node:fs"; ${ranCode}; import {`, ` as y } from "node:os"; ${ranCode}; import { z`, `\n${ranCode}\n`)).map(([a, b]) => a + b),
    )
    await fc.assert(
      fc.asyncProperty(names, async name => {
        await expect(run<Anything, string>(file, name)).rejects.toThrow("Not the name of a function of exports.ts")
        expect(fs.existsSync(marker)).toBe(false)
      }),
      { seed: 20261204, numRuns: 25 },
    )
    await expect(run<Anything, "work">(file, "work")).resolves.toBe("worked")
  })

  it("refuses arguments that cannot be cloned", async () => {
    const file = entry("never", `export const work = () => new Promise(() => setInterval(() => undefined, 1000))`)
    await expect(run<{ work: (given: unknown) => Promise<void> }, "work">(file, "work", () => "a function")).rejects.toThrow(/could not be cloned/)
  })
})

describe("onAnotherCore", () => {
  it("runs in another thread of this process", async () => {
    const answer = await onAnotherCore<Answering, "answer">(answering(), "answer", "/blog", 1, new Date(), new Map())
    expect(answer.pid).toBe(process.pid)
    expect(answer.threadId).not.toBe(threadId)
  })
})

describe("inTheBackground", () => {
  it("runs in another process", async () => {
    const answer = await inTheBackground<Answering, "answer">(answering(), "answer", "/blog", 1, new Date(), new Map())
    expect(answer.pid).not.toBe(process.pid)
  })

  // Linux gives each thread its own priority, and a thread takes its maker's: the work's own threads
  // (libuv's pool, which reads files and runs sharp's pipelines, and libvips') are made once the work
  // starts. Run at the lowest priority already, the test could not tell.
  const onLinuxAtUsualPriority = os.platform() === "linux" && os.getPriority() !== os.constants.priority.PRIORITY_LOW
  ;(onLinuxAtUsualPriority ? it : it.skip)("gives the process and the threads that do its work the lowest priority, and leaves this one's", async () => {
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
    const before = os.getPriority()
    const threads = await inTheBackground<{ priorities: () => Promise<Array<{ main: boolean; name: string; nice: number }>> }, "priorities">(file, "priorities")
    const working = threads.filter(thread => thread.main || /^(libuv-worker|libvips worker)$/.test(thread.name))
    expect(working.map(thread => thread.name)).toEqual(expect.arrayContaining(["libuv-worker", "libvips worker"]))
    expect(working.filter(thread => thread.nice !== os.constants.priority.PRIORITY_LOW)).toEqual([])
    expect(os.getPriority()).toBe(before)
  })

  it("passes on what the process writes to its standard error", async () => {
    const file = entry("warns", `export const work = () => { console.error("a card drawn twice"); return 1 }`)
    const written = jest.spyOn(process.stderr, "write").mockImplementation(() => true)
    try {
      await expect(inTheBackground<Anything, "work">(file, "work")).resolves.toBe(1)
      expect(written.mock.calls.map(([text]) => String(text)).join("")).toContain("a card drawn twice")
    } finally {
      written.mockRestore()
    }
  })

  it("fails, naming the signal, when the process is killed", async () => {
    const file = entry("killed", `export const work = () => new Promise(() => process.kill(process.pid, "SIGKILL"))`)
    await expect(inTheBackground<Anything, "work">(file, "work")).rejects.toThrow("killed.ts stopped (signal SIGKILL) without an answer")
  })

  ;(os.platform() === "linux" ? it : it.skip)("ends when the process that started it ends, as a failed build does", async () => {
    const work = entry("forever", `export const work = () => new Promise(() => setInterval(() => undefined, 1000))`)
    const pidFile = path.join(path.dirname(work), "pid")
    const starter = entry(
      "starter",
      `import fs from "node:fs"
       import { inTheBackground } from ${site("gatsby/build/on-another-core")}
       const children = () => fs.readFileSync("/proc/" + process.pid + "/task/" + process.pid + "/children", "utf8").trim().split(" ").filter(Boolean)
       void inTheBackground(${JSON.stringify(work)}, "work")
       const waiting = setInterval(() => {
         const started = children()
         if (started.length === 0) return
         clearInterval(waiting)
         fs.writeFileSync(${JSON.stringify(pidFile)}, started.join(" "))
         process.exit(1)
       }, 20)`,
    )
    const started = spawn(process.execPath, ["--import", "tsx", starter], { stdio: "inherit" })
    await new Promise(resolve => started.once("exit", resolve))
    const pids = fs.readFileSync(pidFile, "utf8").split(" ").map(Number)
    // A process killed after its parent ended waits, a zombie, until the system reaps it: ended all the same.
    const alive = (pid: number) => {
      try {
        return !/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))
      } catch {
        return false
      }
    }
    // The kill is sent as the starter exits; the process is gone once it has been delivered.
    while (pids.some(alive)) await new Promise(resolve => setImmediate(resolve))
    expect(pids.filter(alive)).toEqual([])
  })
})
