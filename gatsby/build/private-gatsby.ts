// The one place the build reaches inside Gatsby's own package (gatsby/dist/), which no documented
// API covers. What it buys is measured in docs/performance.md ("Gatsby's private files"); drop it
// when Gatsby stops shipping the module, or offers a way to leave it out.
import fs from "node:fs"
import { createRequire } from "node:module"

/**
 * The files inside Gatsby's own package that the browser bundle leaves out, each with what it saves.
 * Each is checked against the code it is known by, and the build stops naming the file when a
 * Gatsby release changes it, so that whoever upgrades looks again.
 */
export const GATSBY_FILES_LEFT_OUT = [
  {
    // The internal Partytown plugin's browser module acts in `gatsby develop` only
    // (https://github.com/gatsbyjs/gatsby/pull/35648), but requires gatsby-script and Partytown's
    // integration at its top, so every production page loads them.
    file: "gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
    knownBy: /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/,
  },
]

/** Aliases each file of GATSBY_FILES_LEFT_OUT to nothing in a browser webpack configuration. */
export function withoutGatsbyFilesLeftOut(config: { resolve: { alias: Record<string, string | false> } }): void {
  for (const { file, knownBy } of GATSBY_FILES_LEFT_OUT) {
    const resolved = createRequire(__filename).resolve(file)
    if (!knownBy.test(fs.readFileSync(resolved, "utf8"))) {
      throw new Error(`gatsby/build/private-gatsby.ts: ${file} changed in this Gatsby release, and the browser bundle leaves it out; see what it does now`)
    }
    config.resolve.alias[resolved] = false
  }
}
