/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { partytownBrowserModule, withoutDevOnlyPartytown } from "./dev-only-partytown"

describe("withoutDevOnlyPartytown", () => {
  it("aliases the installed Gatsby's Partytown browser module to nothing", () => {
    const config = { resolve: { alias: { react: "preact/compat" } as Record<string, string | false> } }
    withoutDevOnlyPartytown(config, partytownBrowserModule())
    expect(config.resolve.alias).toEqual({ react: "preact/compat", [partytownBrowserModule()]: false })
  })

  it("stops the build, naming itself, when the module does more than development work", () => {
    const changed = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "partytown-")), "gatsby-browser.js")
    fs.writeFileSync(changed, fs.readFileSync(partytownBrowserModule(), "utf8").replace("if (process.env.NODE_ENV !== `development`) {\n    return;\n  }", ""))
    expect(() => withoutDevOnlyPartytown({ resolve: { alias: {} } }, changed)).toThrow(/gatsby\/dev-only-partytown\.ts: .* no longer looks development-only/)
  })
})
