// The processes of a build as Linux's /proc shows them, and the memory each kind of them holds.
import fs from "node:fs"

/** One process: its parent, its resident memory and its command line (arguments joined by spaces). */
export interface ProcessEntry {
  pid: number
  ppid: number
  rssBytes: number
  command: string
}

const PAGE_BYTES = 4096

/** Every process /proc lists now. A process that ends while it is read is left out. */
export function readProcesses(): ProcessEntry[] {
  const processes: ProcessEntry[] = []
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8")
      // The command's name, in parentheses, may hold spaces and parentheses itself.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const command = fs.readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0").join(" ").trim()
      processes.push({ pid: Number(name), ppid: Number(fields[1]), rssBytes: Number(fields[21]) * PAGE_BYTES, command })
    } catch {
      // it ended while we looked
    }
  }
  return processes
}

/** The process `rootPid` and every process descended from it, the root first. */
export function processTree(processes: readonly ProcessEntry[], rootPid: number): ProcessEntry[] {
  const tree: ProcessEntry[] = []
  const visit = (entry: ProcessEntry) => {
    tree.push(entry)
    for (const child of processes) if (child.ppid === entry.pid) visit(child)
  }
  const root = processes.find(entry => entry.pid === rootPid)
  if (root) visit(root)
  return tree
}

/** The kinds of process a Gatsby build runs, as the memory figures name them. */
export const PROCESS_KINDS = ["Gatsby's process", "Gatsby's workers", "minifiers", "others"] as const
export type ProcessKind = (typeof PROCESS_KINDS)[number]

/**
 * What a process of the build is, by its command line: Gatsby's workers run queries and render HTML
 * (gatsby-worker), the minifiers are webpack's plugins' (jest-worker), and Gatsby's process is Node
 * running Gatsby's command. The rest is npm, its shell, esbuild's service, Pagefind and the process
 * that draws the social images (gatsby/build/on-another-core.ts, `inTheBackground`).
 */
export function kindOf(command: string): ProcessKind {
  if (command.includes("gatsby-worker")) return "Gatsby's workers"
  if (command.includes("jest-worker")) return "minifiers"
  const [program = "", script = ""] = command.split(" ")
  if (/(^|\/)node$/.test(program) && /(^|\/)gatsby(\/cli\.js)?$/.test(script)) return "Gatsby's process"
  return "others"
}

/** Resident memory of some processes, in all and by kind. */
export interface ProcessMemory {
  totalBytes: number
  bytesByKind: Record<ProcessKind, number>
}

/** The processes' resident memory. A page two processes share (Node's binary, a file both map) counts for each. */
export function memoryByKind(processes: readonly ProcessEntry[]): ProcessMemory {
  const bytesByKind = Object.fromEntries(PROCESS_KINDS.map(kind => [kind, 0])) as Record<ProcessKind, number>
  for (const entry of processes) bytesByKind[kindOf(entry.command)] += entry.rssBytes
  return { totalBytes: processes.reduce((sum, entry) => sum + entry.rssBytes, 0), bytesByKind }
}
