// A copy of the site to edit, build and serve, so the repository's own content/ is never written:
// the checkout's files, without what installing, building and testing add, and its installed packages.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const repo = path.join(__dirname, "..", "..")

// Top-level folders a checkout gains beyond the site's own files. node_modules is linked instead.
const NOT_COPIED = new Set(["node_modules", ".git", ".cache", "public", ".netlify", ".local", "test-results", "playwright-report"])

/** The ports of the editor's day: the CMS's page, decap-server and the built site (which takes the next one too). */
const base = Number(process.env.E2E_PORT ?? 9000) + 50
export const PORTS = { cms: base, proxy: base + 1, site: base + 2 } as const

export function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editors-day-"))
  fs.cpSync(repo, dir, { recursive: true, filter: source => !NOT_COPIED.has(path.relative(repo, source).split(path.sep)[0]) })
  fs.symlinkSync(fs.realpathSync(path.join(repo, "node_modules")), path.join(dir, "node_modules"))
  return dir
}

/** The last lines of a log, for a failure's message. */
const tail = (file: string) => fs.readFileSync(file, "utf8").split("\n").slice(-40).join("\n")

/** Runs a command in the copy with its output in `log`, and resolves with its exit code. */
function run(dir: string, command: string, args: string[], log: string): { child: ChildProcess; exit: Promise<number | null> } {
  const out = fs.openSync(log, "a")
  // Its own process group, so that stopping it stops what it started (npm, Gatsby's workers, the Netlify CLI's servers).
  const child = spawn(command, args, { cwd: dir, stdio: ["ignore", out, out], detached: true })
  fs.closeSync(out)
  const exit = new Promise<number | null>((resolve, reject) => child.once("exit", resolve).once("error", reject))
  return { child, exit }
}

/** `npm run build:e2e` in the copy: the production build, on the browser tests' clock and stand-in backends. */
export async function buildSite(dir: string): Promise<void> {
  const log = path.join(dir, "build.log")
  const code = await run(dir, "npm", ["run", "build:e2e"], log).exit
  if (code !== 0) throw new Error(`The build of what the CMS wrote failed (exit code ${code}):\n${tail(log)}`)
}

export interface Served {
  url: string
  stop(): Promise<void>
}

/** The copy's build served as Netlify serves it (scripts/serve.mjs), once its function answers, as playwright.config.ts waits. */
export async function serveSite(dir: string, port: number): Promise<Served> {
  const log = path.join(dir, "serve.log")
  const { child, exit } = run(dir, process.execPath, ["scripts/serve.mjs", "--port", String(port)], log)
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM")
    await exit
  }
  let ended = false
  void exit.then(() => (ended = true))
  for (;;) {
    if (ended) throw new Error(`scripts/serve.mjs ended before the site answered:\n${tail(log)}`)
    const answered = await fetch(`${url}/api/pexels-search`).then(
      () => true,
      () => false,
    )
    if (answered) return { url, stop }
    await new Promise(resolve => setTimeout(resolve, 250))
  }
}
