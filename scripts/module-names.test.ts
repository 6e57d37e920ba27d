/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"

// One name per module across the tree: a newcomer who reads "feed.ts" in a comment, a stack trace or
// an editor's tab knows which file it is. Gatsby's and Jest's conventions name files for them, and
// are left out: routes and templates, a folder's index, a plugin's gatsby-* files, Jest's __mocks__.

const ROOT = path.join(__dirname, "..")
const FOLDERS = ["src", "gatsby", "plugins", "scripts", "e2e"]
const MODULE = /\.(ts|tsx|js|jsx|mjs|cjs)$/
const SKIPPED_FOLDERS = new Set(["node_modules", "__mocks__", "public", ".cache"])

/** The module a file is, without its folder: "feed" for src/lib/feed.ts and for a .js with its .d.ts. */
const moduleName = (file: string): string => path.basename(file).replace(/\.d\.ts$/, "").replace(MODULE, "")

/** Files named by a convention rather than by what they hold, and tests, which are named after their module. */
function isNamedByConvention(file: string): boolean {
  const name = path.basename(file)
  return (
    /^src\/(pages|templates)\//.test(file) ||
    /^index\./.test(name) ||
    /^plugins\/[^/]+\/gatsby-(node|browser|ssr|config)\.[jt]s$/.test(file) ||
    /\.(test|spec|cms)\.[jt]sx?$/.test(name)
  )
}

/** Each module name that more than one module of `files` bears, with those modules (a .js and its .d.ts count once). */
function sharedNames(files: readonly string[]): Map<string, string[]> {
  const byName = new Map<string, Set<string>>()
  for (const file of files) {
    if (!MODULE.test(file) || isNamedByConvention(file)) continue
    const name = moduleName(file)
    const modules = byName.get(name) ?? new Set<string>()
    modules.add(path.posix.join(path.posix.dirname(file), name))
    byName.set(name, modules)
  }
  return new Map([...byName].filter(([, modules]) => modules.size > 1).map(([name, modules]) => [name, [...modules].sort()]))
}

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap(entry => {
    const file = path.posix.join(folder, entry.name)
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(file)
    return entry.isFile() ? [file] : []
  })
}

describe("module names", () => {
  it("finds two modules of one name in different folders, and counts a .js and its .d.ts as one", () => {
    expect(sharedNames(["src/lib/feed.ts", "gatsby/feed.ts", "src/lib/site-file.js", "src/lib/site-file.d.ts"])).toEqual(
      new Map([["feed", ["gatsby/feed", "src/lib/feed"]]]),
    )
  })

  it("leaves out the names Gatsby's and Jest's conventions give", () => {
    const conventional = [
      "src/pages/contact.tsx",
      "src/templates/article.tsx",
      "src/features/zones/index.ts",
      "plugins/a/index.js",
      "plugins/a/gatsby-node.js",
      "plugins/b/gatsby-node.ts",
      "gatsby/feed.test.ts",
      "e2e/feed.spec.ts",
      "e2e/editors-day/editors-day.cms.ts",
    ]
    expect(sharedNames([...conventional, "src/lib/contact.ts", "src/lib/article.ts", "src/lib/feed.ts", "src/lib/index-entry.ts"])).toEqual(new Map())
  })

  it("gives every module of the site, its build, plugins, scripts and end-to-end tests a name of its own", () => {
    const shared = sharedNames(FOLDERS.flatMap(filesUnder))
    expect([...shared].map(([name, modules]) => `${name}: ${modules.join(", ")}`)).toEqual([])
  })
})
