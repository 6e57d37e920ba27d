import fs from "node:fs"
import path from "node:path"

const NAME = "StylesInRendererHash"

interface HookOf<Args extends unknown[]> {
  tap(name: string, callback: (...args: Args) => void): void
}

/** The part of a webpack chunk this module uses. */
export interface NamedChunk {
  name?: string | null
}

/** The part of a webpack compiler this module uses. */
export interface CompilerWithChunkHashes {
  hooks: { thisCompilation: HookOf<[{ hooks: { beforeHash: HookOf<[]>; chunkHash: HookOf<[NamedChunk, { update(data: string): unknown }]> } }]> }
}

/** What Gatsby's browser build writes to public/webpack.stats.json and reads back to inline a page's styles. */
interface BrowserStats {
  namedChunkGroups?: Record<string, { assets?: Array<{ name: string }> } | undefined>
}

// The renderer's entry, whose hash stands for every page; its styles are the app's (global ones).
const RENDERER_CHUNK = "render-page"
const APP_CHUNK_GROUP = "app"

/** The stylesheets the browser build gives a chunk group, by their content-hashed names. */
export function stylesheetsOf(stats: BrowserStats, chunkGroup: string): string[] {
  return (stats.namedChunkGroups?.[chunkGroup]?.assets ?? []).map(asset => asset.name).filter(name => name.endsWith(".css"))
}

/**
 * Every page inlines its styles: the stylesheets the browser build lists for its template and for the
 * app (public/webpack.stats.json). A later build with the cache renders again only the pages whose
 * template's renderer chunk has a new hash, and the renderer sees a CSS module only as its class
 * names: a change to a rule, with every class name the same, left every page with the old styles
 * inlined until a build without the cache. So the renderer's hash of each template, and of the
 * renderer itself, takes in the names of those stylesheets, which change with their content. The
 * browser build runs first and has written them by then.
 */
export class StylesInRendererHash {
  constructor(private readonly publicDir: string) {}

  apply(compiler: CompilerWithChunkHashes): void {
    compiler.hooks.thisCompilation.tap(NAME, compilation => {
      let stats: BrowserStats = {}
      compilation.hooks.beforeHash.tap(NAME, () => {
        stats = JSON.parse(fs.readFileSync(path.join(this.publicDir, "webpack.stats.json"), "utf8"))
      })
      compilation.hooks.chunkHash.tap(NAME, (chunk, hash) => {
        if (!chunk.name) return
        const styles = stylesheetsOf(stats, chunk.name === RENDERER_CHUNK ? APP_CHUNK_GROUP : chunk.name)
        if (styles.length) hash.update(`${NAME}:${styles.join(",")}`)
      })
    })
  }
}
