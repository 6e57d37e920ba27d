// npm run cms [-- --port 8080]
// Decap CMS on one's own machine, editing the working copy: Decap's local proxy (decap-server) on
// port 8081, where config.yml's `local_backend` and the editors' page's policy look for it, and the
// editors' page at http://localhost:8080/admin/ with the configuration and previews a build writes.
// No sign-in, no Git: each save is a file written into content/, ready to be built and committed.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import type { Server } from "node:http"
import os from "node:os"
import path from "node:path"
import express from "express"
import { writeCmsBundle } from "../gatsby/cms"
import { bundlePreview } from "../gatsby/cms-preview"
import { declaredTags } from "../gatsby/feed"
import { CMS_PATH } from "../src/lib/identity"
import { CMS_POLICY } from "../src/lib/security-headers"

/** Where Decap looks for its proxy when config.yml says `local_backend: true`; CMS_POLICY allows it. */
export const DECAP_PROXY_PORT = 8081

export interface LocalCms {
  /** the editors' page */
  url: string
  stop(): Promise<void>
}

export interface LocalCmsOptions {
  /** the site tree whose content the CMS edits */
  root: string
  /** the port of the editors' page */
  port: number
  /** the port decap-server listens on */
  proxyPort?: number
}

/** Answers once `check` resolves true, trying again as long as the process has not ended. */
async function until(check: () => Promise<boolean>, child: ChildProcess, what: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} ended (exit code ${child.exitCode}) before it answered`)
    if (await check().catch(() => false)) return
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

/** decap-server in its file-system mode, reading and writing the files of `root`. */
async function startProxy(root: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    // Only this machine may reach it: it writes whatever it is sent into the working copy.
    env: { ...process.env, PORT: String(port), BIND_HOST: "localhost", GIT_REPO_DIRECTORY: root, MODE: "fs", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  })
  const api = `http://localhost:${port}/api/v1`
  const info = () => fetch(api, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "info" }) }).then(response => response.ok)
  await until(info, server, `decap-server on port ${port}`)
  return server
}

/**
 * The editors' page as the build publishes it (static/admin/index.html, Decap's bundle, config.yml
 * and the previews, gatsby/cms.ts), under the page's Content-Security-Policy, at CMS_PATH.
 */
async function serveEditorsPage(root: string, port: number): Promise<{ server: Server; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-admin-"))
  writeCmsBundle(dir, declaredTags(root).map(({ tag }) => tag))
  fs.copyFileSync(path.join(root, "static", "admin", "index.html"), path.join(dir, "index.html"))
  await bundlePreview(dir)
  const app = express()
  app.use((_request, response, next) => {
    response.set("Content-Security-Policy", CMS_POLICY)
    next()
  })
  app.get("/", (_request, response) => response.redirect(CMS_PATH))
  app.use(CMS_PATH, express.static(dir))
  // What the editors' page names outside it, as the site serves it: its icon.
  app.use(express.static(path.join(root, "static")))
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, "localhost", () => resolve(listening)).on("error", reject)
  })
  return { server, dir }
}

/** The CMS against the site tree `root`: decap-server and the editors' page, until stop(). */
export async function startLocalCms({ root, port, proxyPort = DECAP_PROXY_PORT }: LocalCmsOptions): Promise<LocalCms> {
  const proxy = await startProxy(root, proxyPort)
  try {
    const { server, dir } = await serveEditorsPage(root, port)
    return {
      url: `http://localhost:${port}${CMS_PATH}`,
      stop: async () => {
        await new Promise(resolve => server.close(resolve))
        const ended = new Promise(resolve => proxy.once("exit", resolve))
        if (proxy.exitCode === null) proxy.kill()
        await ended
        fs.rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    proxy.kill()
    throw error
  }
}

async function main(args: string[]): Promise<void> {
  const portAt = args.indexOf("--port")
  const port = portAt >= 0 ? Number(args[portAt + 1]) : 8080
  if (!Number.isInteger(port) || port <= 0) throw new Error(`"${args[portAt + 1] ?? ""}" is not a port. Usage: npm run cms [-- --port 8080]`)
  const root = path.join(__dirname, "..")
  const cms = await startLocalCms({ root, port })
  console.log(`Decap CMS: ${cms.url} edits ${path.join(root, "content")} (decap-server on port ${DECAP_PROXY_PORT}). Ctrl-C stops it.`)
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void cms.stop().then(() => process.exit(0)))
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
}
