/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readProcesses } from "../scripts/process-tree"
import { bundleCmsPreview } from "./cms-preview"

// The real previews, bundled into a folder of their own, for a site whose build code and install
// record are files this test can change; Gatsby's cache as the key-value store it is between builds.
describe("bundleCmsPreview", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-preview-"))
  const outdir = path.join(root, "public", "admin")
  const buildCode = path.join(root, "gatsby-node.ts")
  const kept = new Map<string, unknown>()
  const cache = {
    get: async (key: string) => kept.get(key),
    set: async (key: string, value: unknown) => kept.set(key, value),
    del: async (key: string) => void kept.delete(key),
  }
  const bundle = () => bundleCmsPreview(outdir, { cache, siteDirectory: root })
  /** This process's children that are esbuild's service. */
  const esbuildServices = () => readProcesses().filter(entry => entry.ppid === process.pid && entry.command.includes("--service="))
  /**
   * Resolves once none of the services started since `before` is left: esbuild's stop() signals
   * its service and returns before it has exited. Services that were running before are another
   * test file's: Jest runs several in one process, each with its own copy of esbuild, which stop()
   * does not reach. A service nobody stopped keeps this waiting past the timeout.
   */
  const servicesEnded = async (before: ReadonlySet<number>) => {
    const started = () => esbuildServices().filter(entry => !before.has(entry.pid))
    while (started().length > 0) await new Promise(resolve => setTimeout(resolve, 50))
    return started()
  }
  const preview = path.join(outdir, "preview.js")

  beforeAll(() => {
    fs.mkdirSync(path.dirname(buildCode), { recursive: true })
    fs.writeFileSync(buildCode, "export const onPostBootstrap = () => 1\n")
    fs.mkdirSync(path.join(root, "node_modules"))
    fs.writeFileSync(path.join(root, "node_modules", ".package-lock.json"), "{}")
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it("writes the previews and remembers them as made from the files esbuild read, settings included", async () => {
    await bundle()
    expect(fs.readFileSync(preview, "utf8")).toContain("registerPreviewTemplate")
    expect(fs.existsSync(path.join(outdir, "preview.css"))).toBe(true)
    const { inputs } = kept.get("cms preview") as { inputs: string[] }
    expect(inputs).toEqual(expect.arrayContaining([path.resolve("src/cms/preview.tsx"), path.resolve("tsconfig.json"), path.resolve("package.json")]))
    expect(inputs.some(file => file.startsWith(path.resolve("src/components") + path.sep))).toBe(true)
    expect(inputs.every(file => fs.existsSync(file))).toBe(true)
  }, 180_000)

  it("leaves no esbuild process running once the previews are written", async () => {
    fs.writeFileSync(buildCode, "export const onPostBootstrap = () => 2\n")
    const before = new Set(esbuildServices().map(entry => entry.pid))
    await bundle()
    expect(fs.readFileSync(preview, "utf8")).toContain("registerPreviewTemplate")
    expect(await servicesEnded(before)).toEqual([])
  }, 180_000)

  it("keeps them while nothing they are made from changes, and bundles again when the build code does", async () => {
    fs.writeFileSync(preview, "the previews of the last build")
    await bundle()
    expect(fs.readFileSync(preview, "utf8")).toBe("the previews of the last build")
    fs.writeFileSync(buildCode, "export const onPostBootstrap = () => 3\n")
    await bundle()
    expect(fs.readFileSync(preview, "utf8")).toContain("registerPreviewTemplate")
  }, 180_000)
})
