/** What V8 reads, as a script's first line, as "every function of this file is called on load" (Chrome 136 and later). */
export const EVERY_FUNCTION_CALLED_ON_LOAD = "//# allFunctionsCalledOnLoad"

interface BannerPluginOptions {
  banner: string
  raw: boolean
  test: RegExp
  stage: number
}

/** The part of a webpack compiler this module uses. */
export interface CompilerWithWebpack {
  webpack: {
    BannerPlugin: new (options: BannerPluginOptions) => { apply(compiler: never): void }
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number }
  }
}

/**
 * Marks every script of the browser bundle for eager compilation. V8 compiles a function the first
 * time it is called, on the main thread; Preact, Gatsby's runtime and a page's components are nearly
 * all called as the page loads (modules evaluated, then the page hydrated), so they were compiled one
 * by one inside the page's longest tasks. Marked, a script's functions are compiled with it, on a
 * background thread while it streams in. The mark goes in after the minifier, which drops comments,
 * and before the source maps are written, which then count it.
 */
export class CompileHints {
  apply(compiler: CompilerWithWebpack): void {
    const { BannerPlugin, Compilation } = compiler.webpack
    new BannerPlugin({ banner: EVERY_FUNCTION_CALLED_ON_LOAD, raw: true, test: /\.js$/, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }).apply(compiler as never)
  }
}
