const NAME = "SteadyCompilationHash"

/** The part of a webpack compilation this module uses. */
export interface CompilationWithChildren {
  children: Array<{ name?: string }>
  hooks: { beforeHash: HookOf<[]>; afterHash: HookOf<[]> }
}

interface HookOf<Args extends unknown[]> {
  tap(name: string, callback: (...args: Args) => void): void
}

/** The part of a webpack compiler this module uses. */
export interface CompilerWithCompilations {
  hooks: { thisCompilation: HookOf<[CompilationWithChildren]> }
}

// mini-css-extract-plugin names each child compilation after itself and the stylesheet's request.
const isStylesheetBuild = (child: { name?: string }) => child.name?.startsWith("mini-css-extract-plugin ") ?? false

/**
 * Gatsby's mini-css-extract-plugin runs css-loader on each stylesheet in a child compilation, and
 * webpack mixes every child compilation's hash into the compilation hash. A build that takes the
 * stylesheets from webpack's cache runs none of them, so with every chunk the same, the hash (which
 * Gatsby writes into every page and page-data/app-data.json) differed between a build that compiled
 * and the next one: that deploy rewrote every page and made every open tab reload on its next link.
 * The stylesheets themselves are modules of the chunks and stay in the chunks' hashes; their child
 * compilations are left out of the hash only, and are back for everything after it.
 */
export class SteadyCompilationHash {
  apply(compiler: CompilerWithCompilations): void {
    compiler.hooks.thisCompilation.tap(NAME, compilation => {
      let children = compilation.children
      compilation.hooks.beforeHash.tap(NAME, () => {
        children = compilation.children
        compilation.children = children.filter(child => !isStylesheetBuild(child))
      })
      compilation.hooks.afterHash.tap(NAME, () => {
        compilation.children = children
      })
    })
  }
}
