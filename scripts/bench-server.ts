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

/** Serves the build on `port` while `measure` runs with its origin, then stops the server. */
export async function withServedBuild(root: string, port: number, measure: (origin: string) => Promise<void>): Promise<void> {
  const server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs"), "--port", String(port)], {
    cwd: root,
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
