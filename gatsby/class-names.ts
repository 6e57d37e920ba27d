import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/** The part of Gatsby's webpack configuration this module changes: its rules, at any depth. */
export interface RulesConfig {
  module: { rules: unknown[] }
}

interface CssModulesOptions {
  localIdentName?: unknown
  getLocalIdent?: unknown
}

interface LoaderContext {
  rootContext: string
  resourcePath: string
}

/**
 * The class a CSS module's local name becomes in the built site: five characters of a digest of the
 * module's path from the site and the local name, made a valid identifier. Gatsby names them
 * `Header-module--closeButton--6f85a`, and every page carried those names several times: in its
 * HTML, in its inline styles and in each component's script, which the browser downloads with
 * the page.
 */
export function classNameOf(moduleFromSite: string, localName: string): string {
  const digest = createHash("sha256").update(`${moduleFromSite.split(path.sep).join("/")}\0${localName}`).digest("base64url").slice(0, 5)
  return /^[-\d]/.test(digest) ? `_${digest}` : digest
}

/** The built class of every local name a CSS module's selectors use, by local name. */
export function builtClassesOf(siteDirectory: string, moduleFile: string): Map<string, string> {
  const css = fs.readFileSync(moduleFile, "utf8").replace(/\/\*[\s\S]*?\*\//g, "")
  const moduleFromSite = path.relative(siteDirectory, moduleFile)
  return new Map([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, local]) => [local, classNameOf(moduleFromSite, local)]))
}

/** Stops the build when two of the site's classes would get the same name, naming both. */
function checkDistinct(siteDirectory: string): void {
  const source = path.join(siteDirectory, "src")
  const modules = fs.readdirSync(source, { recursive: true, encoding: "utf8" }).filter(file => file.endsWith(".module.css"))
  const owners = new Map<string, string>()
  for (const file of modules) {
    for (const [local, name] of builtClassesOf(siteDirectory, path.join(source, file))) {
      const owner = `${path.join("src", file)} .${local}`
      const other = owners.get(name)
      if (other && other !== owner) throw new Error(`gatsby/class-names.ts: ${other} and ${owner} would both be named "${name}" in the built site. Rename one of the two classes.`)
      owners.set(name, owner)
    }
  }
}

function cssModulesOptionsIn(rules: unknown[]): CssModulesOptions[] {
  return rules.flatMap(rule => {
    if (!rule || typeof rule !== "object") return []
    const { oneOf, rules: nested, use, loader, options } = rule as { oneOf?: unknown[]; rules?: unknown[]; use?: unknown; loader?: unknown; options?: { modules?: unknown } }
    const own = typeof loader === "string" && /[/\\]css-loader[/\\]/.test(loader) && options?.modules && typeof options.modules === "object" ? [options.modules as CssModulesOptions] : []
    return [...own, ...cssModulesOptionsIn([...(oneOf ?? []), ...(nested ?? []), ...(Array.isArray(use) ? use : use ? [use] : [])])]
  })
}

/**
 * The built site names CSS modules' classes by `classNameOf`, in the browser's bundle and in the
 * HTML renderer's alike, so that the two agree. `gatsby develop` keeps Gatsby's readable names.
 */
export function withShortClassNames(config: RulesConfig, siteDirectory: string): void {
  const modules = cssModulesOptionsIn(config.module.rules)
  if (modules.length === 0 || modules.some(options => options.localIdentName !== "[name]--[local]--[hash:hex:5]")) {
    throw new Error("gatsby/class-names.ts: Gatsby's webpack configuration no longer names CSS modules' classes `[name]--[local]--[hash:hex:5]`. See how it names them now, then change or remove the module.")
  }
  checkDistinct(siteDirectory)
  const getLocalIdent = (context: LoaderContext, _name: string, localName: string) => classNameOf(path.relative(context.rootContext, context.resourcePath), localName)
  for (const options of modules) options.getLocalIdent = getLocalIdent
}
