/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { threadId } from "node:worker_threads"
import { onAnotherCore } from "./on-another-core"

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

describe("onAnotherCore", () => {
  it("runs a TypeScript module of the build, with the site's modules and packages, in a thread of its own", async () => {
    const file = entry(
      "answer",
      `import { parentPort, threadId, workerData } from "node:worker_threads"
       import { parse } from "parse5"
       import { scriptLoader } from ${site("gatsby/page-scripts")}
       const { page } = workerData as { page: string }
       const html = parse("<p>" + page + "</p>")
       parentPort!.postMessage({ threadId, loader: scriptLoader(page), nodes: html.childNodes.length })`,
    )
    const answer = await onAnotherCore<{ threadId: number; loader: string; nodes: number }>(file, { page: "/blog" })
    expect(answer).toEqual({ threadId: expect.any(Number), loader: '/*<![CDATA[*/window.pagePath="/blog";/*]]>*/', nodes: 1 })
    expect(answer.threadId).not.toBe(threadId)
  })

  it("fails with the module's own error, thrown at once or later, or the bundler's", async () => {
    const file = entry("throws", `throw new Error("the pages could not be read")`)
    await expect(onAnotherCore(file, {})).rejects.toThrow("the pages could not be read")
    const later = entry("rejects", `void Promise.resolve().then(() => { throw new Error("a card could not be drawn") })`)
    await expect(onAnotherCore(later, {})).rejects.toThrow("a card could not be drawn")
    await expect(onAnotherCore(entry("broken", "export const = 1"), {})).rejects.toThrow("broken.ts")
  })

  it("fails, naming the module, when it ends without an answer", async () => {
    const file = entry("silent", `export {}`)
    await expect(onAnotherCore(file, {})).rejects.toThrow("silent.ts stopped (exit code 0) without an answer")
  })
})
