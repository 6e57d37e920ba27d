/** @jest-environment node */
import { withoutGatsbyFilesLeftOut } from "./private-gatsby"

describe("withoutGatsbyFilesLeftOut, against the Gatsby installed", () => {
  it("leaves out the develop-only Partytown module, whose code is still what it was known by", () => {
    const config = { resolve: { alias: { react: "preact/compat" } as Record<string, string | false> } }
    withoutGatsbyFilesLeftOut(config)
    const [leftOut, ...others] = Object.entries(config.resolve.alias).filter(([, target]) => target === false)
    expect(others).toEqual([])
    expect(leftOut[0]).toMatch(/[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/)
    expect(config.resolve.alias.react).toBe("preact/compat")
  })
})
