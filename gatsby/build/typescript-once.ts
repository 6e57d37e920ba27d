/** The part of Gatsby's webpack configuration this module changes. */
export interface ModuleRulesConfig {
  module: { rules: ModuleRule[] }
}

/** What the build's modules read and set of a webpack rule for scripts. */
export interface ModuleRule {
  test?: unknown
  include?: unknown
  resourceQuery?: unknown
  type?: string
  use?: unknown
}

// gatsby-plugin-mdx's layout loader reads a template as plain JavaScript; the template's TypeScript
// must be compiled before it, which is what the rule below did for every file. Its resources carry
// the MDX file in their query.
const MDX_LAYOUT = /__contentFilePath=/

const testsEvery = (rule: ModuleRule, files: string[]) => rule.test instanceof RegExp && files.every(file => (rule.test as RegExp).test(file))

/** Gatsby 5's own rule for the site's JavaScript and TypeScript (not gatsby-plugin-typescript's, nor one for a query). */
export const isGatsbyScriptRule = (rule: ModuleRule): boolean => rule.resourceQuery === undefined && testsEvery(rule, ["page.js", "page.ts", "page.tsx"])

/**
 * Every .ts and .tsx file goes through Babel once. Gatsby 5's own JavaScript rule compiles them,
 * and gatsby-plugin-typescript, which every Gatsby site loads, still adds its rule from Gatsby 4 for
 * the same files, so webpack chained the two and Babel compiled each file a second time from the
 * first's output: 386 of the site's 455 modules, in the browser bundle and the HTML renderer alike.
 * The plugin's rule stays for gatsby-plugin-mdx's layouts only. When a Gatsby release changes
 * either rule, the build stops here, so that whoever upgrades looks again.
 */
export function compileTypeScriptOnce(config: ModuleRulesConfig): void {
  const rules = config.module.rules
  const gatsbys = rules.some(isGatsbyScriptRule)
  const typescripts = rules.filter(rule => rule.resourceQuery === undefined && String(rule.test) === String(/\.tsx?$/))
  if (!gatsbys || typescripts.length !== 1) {
    throw new Error(
      "gatsby/build/typescript-once.ts: Gatsby's webpack rules no longer have one rule for JavaScript and TypeScript and gatsby-plugin-typescript's own for TypeScript. See how TypeScript is compiled now, then change or remove the module.",
    )
  }
  typescripts[0].resourceQuery = MDX_LAYOUT
}
