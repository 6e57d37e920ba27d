/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import vm from "node:vm"
import { withPropTypesStandIn } from "./prop-types"
import { testFolder } from "./test-support/folder"
import { runWebpack } from "./test-support/webpack"

const siteDirectory = path.join(__dirname, "..")

// Declares its props the ways Gatsby's Link and scroll handler do (a default import) and
// gatsby-plugin-image's compiled components do (a namespace import), and reads them back.
const COMPONENT = `
import PropTypes from "prop-types"
import * as AllPropTypes from "prop-types"
function Image() {}
Image.propTypes = { alt: AllPropTypes.string.isRequired, as: AllPropTypes.elementType, image: AllPropTypes.shape({ width: AllPropTypes.number }) }
function Link() {}
Link.propTypes = {
  to: PropTypes.string.isRequired,
  replace: PropTypes.bool,
  state: PropTypes.object,
  activeStyle: PropTypes.oneOfType([PropTypes.object, PropTypes.func]),
  location: PropTypes.shape({ pathname: PropTypes.string.isRequired }).isRequired,
  children: PropTypes.node,
}
globalThis.declared = Object.keys(Link.propTypes).length + Object.keys(Image.propTypes).length
`

describe("withPropTypesStandIn", () => {
  const folder = testFolder("prop-types-", { "link.js": COMPONENT })

  const build = (standIn: boolean) => {
    const config = {
      mode: "production" as const,
      context: folder.path(),
      entry: "./link.js",
      output: { path: path.join(folder.path(), "public") },
      resolve: { alias: {} as Record<string, string | false>, modules: [path.join(siteDirectory, "node_modules")] },
      infrastructureLogging: { level: "none" as const },
    }
    if (standIn) withPropTypesStandIn(config, siteDirectory)
    return runWebpack(config).then(() => fs.readFileSync(path.join(folder.path(), "public", "main.js"), "utf8"))
  }

  it("gives the browser bundle a stand-in that every declaration of props runs against, without prop-types' code", async () => {
    const [withStandIn, withPropTypes] = [await build(true), await build(false)]
    expect(withPropTypes).toContain("SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED")
    expect(withStandIn).not.toContain("SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED")
    expect(withStandIn.length).toBeLessThan(withPropTypes.length)
    const context: { declared?: number } = {}
    vm.runInNewContext(withStandIn, vm.createContext(context))
    expect(context.declared).toBe(9)
  })
})
