/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"

// .parcelrc: Gatsby compiles gatsby-config.ts, gatsby-node.ts and the local plugins' files with
// Parcel, whose own configuration a site's .parcelrc replaces. Ours is Gatsby's, less minifying.
const root = path.join(__dirname, "..", "..")
const parcelrc = JSON.parse(fs.readFileSync(path.join(root, ".parcelrc"), "utf8")) as { extends: string; optimizers: Record<string, string[]> }

describe(".parcelrc", () => {
  it("extends the very configuration Gatsby would use without it", () => {
    const gatsbys = require.resolve("gatsby-parcel-config", { paths: [path.dirname(require.resolve("gatsby/package.json"))] })
    expect(fs.realpathSync(path.resolve(root, parcelrc.extends))).toBe(fs.realpathSync(gatsbys))
  })

  it("changes nothing of it but the minifier, which it leaves out", () => {
    const gatsbys = JSON.parse(fs.readFileSync(path.resolve(root, parcelrc.extends), "utf8")) as { optimizers: Record<string, string[]> }
    expect(Object.keys(parcelrc).sort()).toEqual(["extends", "optimizers"])
    expect(Object.keys(parcelrc.optimizers)).toEqual(Object.keys(gatsbys.optimizers))
    expect(Object.values(parcelrc.optimizers)).toEqual(Object.values(gatsbys.optimizers).map(() => []))
  })
})
