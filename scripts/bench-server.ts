// The build served as Netlify serves it (scripts/serve.mjs), for the tables that load its pages.
import { spawn } from "node:child_process"
import path from "node:path"

// The Netlify CLI takes a minute and a half to start on two cores busy with other builds.
async function waitFor(url: string, timeoutMs = 300_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise(resolve => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Runs `script` of this folder with `args` while `measure` runs with the origin it serves on `port`, then stops it. */
async function withServer(script: string, args: string[], cwd: string, port: number, measure: (origin: string) => Promise<void>): Promise<void> {
  const server = spawn(process.execPath, [path.join(__dirname, script), "--port", String(port), ...args], {
    cwd,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${origin}/`)
    await measure(origin)
  } finally {
    process.kill(-server.pid!)
  }
}

/** Serves the build of the site at `root` as Netlify serves it, on `port`, while `measure` runs with its origin. */
export const withServedBuild = (root: string, port: number, measure: (origin: string) => Promise<void>): Promise<void> =>
  withServer("serve.mjs", [], root, port, measure)

/** Serves a folder of static files (another site's public/) on `port`, compressed as a CDN sends it, while `measure` runs. */
export const withServedFiles = (dir: string, port: number, measure: (origin: string) => Promise<void>): Promise<void> =>
  withServer("file-server.mjs", ["--dir", dir], dir, port, measure)
