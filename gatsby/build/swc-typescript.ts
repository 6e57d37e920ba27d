import fs from "node:fs"
import path from "node:path"
import { isGatsbyScriptRule, type ModuleRulesConfig } from "./typescript-once"

const BROWSER_LIST = ".browserslistrc"

// Page components go to Gatsby's own loader, which also takes server-only exports out of them.
const PAGE_FOLDERS = ["pages", "templates"]

/**
 * Whether SWC compiles `file` rather than Gatsby's Babel: the site's own TypeScript under src/, but
 * for page components and any file whose text (`read`, called only for such a file) names graphql
 * at all. Gatsby's Babel plugin takes the queries out of a file (a query left in would throw in the
 * browser), so every file that could hold one goes to it, whatever the file does with the word.
 */
export function compiledBySwc(file: string, read: () => string, siteDirectory: string): boolean {
  const relative = path.relative(path.join(siteDirectory, "src"), file)
  if (relative.startsWith("..") || path.isAbsolute(relative) || !/\.tsx?$/.test(relative)) return false
  if (relative.split(path.sep).includes("node_modules")) return false
  if (PAGE_FOLDERS.includes(relative.split(path.sep)[0])) return false
  return !read().includes("graphql")
}

export type ScriptStage = "build-javascript" | "build-html"

/** SWC's options for one stage: the browsers of the site's .browserslistrc, as Babel compiles for them, or this Node. */
function swcOptions(stage: ScriptStage, tsx: boolean, siteDirectory: string): Record<string, unknown> {
  return {
    swcrc: false,
    jsc: {
      parser: { syntax: "typescript", tsx },
      // React.createElement, as Gatsby's Babel writes JSX with its default runtime ("classic").
      transform: { react: { runtime: "classic" } },
    },
    env: stage === "build-javascript" ? { path: siteDirectory } : { targets: { node: process.versions.node } },
  }
}

/**
 * The site's TypeScript that Gatsby's Babel has nothing to do in (compiledBySwc) is compiled by
 * SWC: Babel took about 4 s of Gatsby's thread in a cold build, across the browser bundle and the
 * HTML renderer, on the path every later step waits on. Gatsby's rule for scripts keeps every other
 * file. When a Gatsby release changes that rule, the build stops here, so that whoever upgrades
 * looks again.
 */
export function compileTypeScriptWithSwc(config: ModuleRulesConfig, stage: ScriptStage, siteDirectory: string): void {
  const rules = config.module.rules
  const gatsbys = rules.filter(isGatsbyScriptRule)
  if (gatsbys.length !== 1 || typeof gatsbys[0].include !== "function") {
    throw new Error(
      "gatsby/build/swc-typescript.ts: Gatsby's webpack rules no longer have one rule for JavaScript and TypeScript that chooses its files. See how scripts are compiled now, then change or remove the module.",
    )
  }
  // Without the list SWC would compile for the newest browsers only, where Babel falls back to ES5.
  if (stage === "build-javascript" && !fs.existsSync(path.join(siteDirectory, BROWSER_LIST))) {
    throw new Error(`gatsby/build/swc-typescript.ts: no ${BROWSER_LIST} in ${siteDirectory}; SWC reads the browsers to compile for there.`)
  }
  const judged = new Map<string, boolean>()
  const bySwc = (file: string): boolean => {
    let answer = judged.get(file)
    if (answer === undefined) {
      answer = compiledBySwc(file, () => fs.readFileSync(file, "utf8"), siteDirectory)
      judged.set(file, answer)
    }
    return answer
  }
  const gatsby = gatsbys[0]
  const gatsbyIncludes = gatsby.include as (file: string) => boolean
  gatsby.include = (file: string) => gatsbyIncludes(file) && !bySwc(file)
  rules.unshift(
    ...[false, true].map(tsx => ({
      test: tsx ? /\.tsx$/ : /\.ts$/,
      include: bySwc,
      type: "javascript/auto",
      // By name: webpack finds loaders in the site's node_modules, as it finds Gatsby's.
      use: [{ loader: "swc-loader", options: swcOptions(stage, tsx, siteDirectory) }],
    })),
  )
}
