/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { withoutServiceWorker } from "./no-service-worker"

// Gatsby 5.16's browser entry (gatsby/cache-dir/production-app.js), which a build copies to .cache.
const gatsbyEntry = fs.readFileSync(require.resolve("gatsby/cache-dir/production-app.js"), "utf8")

const cacheWith = (entry: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-cache-"))
  fs.writeFileSync(path.join(dir, "production-app.js"), entry)
  return dir
}

const plugins = [{ name: "gatsby-remark-images", browserAPIs: ["onRouteUpdate"] }]

describe("withoutServiceWorker", () => {
  it("aliases the registration to nothing while no plugin asks for a service worker", () => {
    const cacheDir = cacheWith(gatsbyEntry)
    const config = { resolve: { alias: {} } }
    withoutServiceWorker(config, plugins, cacheDir)
    expect(config.resolve.alias).toEqual({ [path.join(cacheDir, "register-service-worker.js")]: false })
  })

  it("keeps it when a plugin registers one", () => {
    const config = { resolve: { alias: {} } }
    withoutServiceWorker(config, [...plugins, { name: "gatsby-plugin-offline", browserAPIs: ["registerServiceWorker"] }], cacheWith(gatsbyEntry))
    expect(config.resolve.alias).toEqual({})
  })

  it("stops the build, naming itself, when Gatsby's entry requires the registration otherwise", () => {
    const changed = cacheWith(gatsbyEntry.replace(/if \(apiRunner\(`registerServiceWorker`\)[^}]*\}/, "require(`./register-service-worker`)"))
    expect(() => withoutServiceWorker({ resolve: { alias: {} } }, plugins, changed)).toThrow(/gatsby\/no-service-worker\.ts: .* no longer registers a service worker only when a plugin asks/)
  })
})
