/** @jest-environment node */
import { spawn } from "node:child_process"
import { kindOf, memoryByKind, processTree, readProcesses, type ProcessEntry } from "./process-tree"

describe("readProcesses and processTree", () => {
  it("find this process's child and the child's own child, with their command lines and memory", async () => {
    const idle = "setTimeout(() => {}, 30000)"
    // The child's own command line holds its script, so the grandchild's mark is put together as it runs.
    const child = spawn(process.execPath, ["-e", `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(idle)}, "mark-" + "two"]); ${idle}`, "mark-one"])
    let tree: ProcessEntry[] = []
    try {
      for (let tries = 0; tries < 100 && !tree.some(entry => entry.command.endsWith("mark-two")); tries++) {
        await new Promise(resolve => setTimeout(resolve, 100))
        tree = processTree(readProcesses(), process.pid)
      }
      expect(tree[0].pid).toBe(process.pid)
      const found = tree.find(entry => entry.command.endsWith("mark-one"))
      const grandchild = tree.find(entry => entry.command.endsWith("mark-two"))
      expect(found).toMatchObject({ pid: child.pid, ppid: process.pid })
      expect(grandchild?.ppid).toBe(child.pid)
      expect(grandchild?.command.startsWith(`${process.execPath} -e `)).toBe(true)
      // A running Node holds some megabytes; a page count read as bytes would be a thousandth of it.
      expect(grandchild?.rssBytes).toBeGreaterThan(2 ** 20)
      expect(processTree(readProcesses(), child.pid!).map(entry => entry.pid)).toEqual([child.pid, grandchild?.pid])
    } finally {
      for (const entry of tree) if (entry.command.endsWith("mark-two")) process.kill(entry.pid)
      child.kill()
    }
  }, 30_000)

  it("is empty for a process that is not there", () => {
    const processes = readProcesses()
    expect(processTree(processes, Math.max(...processes.map(entry => entry.pid)) + 1)).toEqual([])
  })
})

describe("kindOf", () => {
  it("tells Gatsby's process, its workers and the minifiers of a build from the rest, by their command lines", () => {
    expect(kindOf("/usr/bin/node /tmp/site/node_modules/.bin/gatsby build")).toBe("Gatsby's process")
    expect(kindOf("node node_modules/gatsby/cli.js build")).toBe("Gatsby's process")
    expect(kindOf("/usr/bin/node /tmp/site/node_modules/gatsby-worker/dist/child.js")).toBe("Gatsby's workers")
    expect(kindOf("/usr/bin/node /tmp/site/node_modules/jest-worker/build/workers/processChild.js")).toBe("minifiers")
    // npm's shell names Gatsby's command too, but it is not Gatsby.
    expect(kindOf("sh -c GATSBY_TELEMETRY_DISABLED=1 gatsby build")).toBe("others")
    expect(kindOf("npm run --silent build")).toBe("others")
    expect(kindOf("/tmp/site/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.25.0 --ping")).toBe("others")
  })
})

describe("memoryByKind", () => {
  it("sums the processes' memory in all and for each kind, with a kind that has none at zero", () => {
    const entry = (pid: number, command: string, megabytes: number): ProcessEntry => ({ pid, ppid: 1, rssBytes: megabytes * 2 ** 20, command })
    const { totalBytes, bytesByKind } = memoryByKind([
      entry(10, "npm run build", 60),
      entry(11, "node node_modules/gatsby/cli.js build", 1200),
      entry(12, "node node_modules/gatsby-worker/dist/child.js", 450),
      entry(13, "node node_modules/gatsby-worker/dist/child.js", 50),
    ])
    expect(totalBytes).toBe(1760 * 2 ** 20)
    expect(bytesByKind).toEqual({ "Gatsby's process": 1200 * 2 ** 20, "Gatsby's workers": 500 * 2 ** 20, minifiers: 0, others: 60 * 2 ** 20 })
  })
})
