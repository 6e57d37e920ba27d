import fs from "node:fs"
import path from "node:path"

/** The part of a webpack compilation this module changes: what its persistent cache is kept against. */
export interface CompilationWithBuildDependencies {
  buildDependencies: Iterable<string> & { add(file: string): unknown; delete(file: string): unknown }
}

/** The part of a webpack compiler this module uses. */
export interface CompilerWithDoneHook {
  options: { cache?: false | { type?: string } }
  hooks: { done: { tap(name: string, callback: (stats: { compilation: CompilationWithBuildDependencies }) => void): void } }
}

/** The build dependencies with every file and folder inside `packages` replaced by `installed`, the records of what is installed there. */
export function keptAgainstInstall(compilation: CompilationWithBuildDependencies, packages: string, installed: readonly string[]): void {
  const inside = packages + path.sep
  const packaged = [...compilation.buildDependencies].filter(file => file === packages || file.startsWith(inside))
  if (packaged.length === 0) return
  for (const file of packaged) compilation.buildDependencies.delete(file)
  for (const record of installed) compilation.buildDependencies.add(record)
}

/**
 * What stands for every installed file: npm's record of what is installed in the site's
 * node_modules, which every install rewrites.
 */
export function installRecordsOf(siteDirectory: string): string[] {
  return [path.join(siteDirectory, "node_modules", ".package-lock.json")]
}

/**
 * webpack keeps its persistent cache only while its build dependencies stay the same: webpack itself,
 * Gatsby's webpack config, each plugin's gatsby-node and every loader. To know what those are, it
 * resolves every `require` in their trees, and Gatsby's babel-loader and config reach all of Gatsby:
 * 4,469 files and 6,545 resolutions in each build stage, which a cold build waited for before it could
 * end (the HTML renderer step took 11.0 s with them and 6.3 s without). npm rewrites its record of
 * what is installed (`node_modules/.package-lock.json`) with every install, so that record stands
 * for every installed file; the site's own build code
 * (the compiled gatsby-node) stays as it is. The project's `package-lock.json` would not do: it
 * changes with a pull before anything is installed.
 */
export class LockfileBuildDependencies {
  private readonly packages: string
  private readonly installed: string[]

  constructor(siteDirectory: string) {
    const records = installRecordsOf(siteDirectory)
    const missing = records.find(record => !fs.existsSync(record))
    if (missing) {
      throw new Error(`gatsby/build/lockfile-build-dependencies.ts: ${missing} not found; webpack's cache is kept against the records of what is installed, which \`npm ci\` writes`)
    }
    // webpack names the files it depends on by their real paths.
    this.installed = records.map(record => fs.realpathSync(record))
    this.packages = path.dirname(this.installed[0])
  }

  apply(compiler: CompilerWithDoneHook): void {
    const cache = compiler.options.cache
    if (!cache || cache.type !== "filesystem") return
    // Compiler.run, which both of Gatsby's build stages use, stores the build dependencies right after the done hook.
    compiler.hooks.done.tap("LockfileBuildDependencies", ({ compilation }) => keptAgainstInstall(compilation, this.packages, this.installed))
  }
}
