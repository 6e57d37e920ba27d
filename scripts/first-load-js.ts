// The JavaScript a first visit to a built page loads, gzipped, as the bench counts it.
import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"

type ChunkGroups = Record<string, { assets?: Array<string | { name: string }> }>

const chunkGroupsByBuild = new Map<string, ChunkGroups>()

/** webpack's chunk groups of a build (public/webpack.stats.json, which Gatsby writes), read once per build folder. */
function chunkGroups(publicDir: string): ChunkGroups {
  if (!chunkGroupsByBuild.has(publicDir))
    chunkGroupsByBuild.set(publicDir, JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")).namedChunkGroups)
  return chunkGroupsByBuild.get(publicDir)!
}

/** The page component's chunks, with the chunks it shares with other pages, which the app loads right after start. */
function componentChunks(publicDir: string, componentChunkName: string): string[] {
  const assets = chunkGroups(publicDir)[componentChunkName]?.assets ?? []
  return assets.map(asset => `/${typeof asset === "string" ? asset : asset.name}`).filter(name => name.endsWith(".js"))
}

/**
 * gzip bytes of the JavaScript a first visit loads: the scripts the HTML names, the chunks of the
 * page's component (its page-data's `componentChunkName`), and inline scripts, structured data aside.
 */
export function firstLoadJs(publicDir: string, html: string, componentChunkName: string): { files: number; bytes: number } {
  const named = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(m => m[1]).filter(src => src.startsWith("/"))
  const sources = [...new Set([...named, ...componentChunks(publicDir, componentChunkName)])]
  const external = sources.reduce((sum, src) => sum + gzipSync(fs.readFileSync(path.join(publicDir, src.split("?")[0]))).length, 0)
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map(m => m[1])
    .reduce((sum, code) => sum + gzipSync(code).length, 0)
  return { files: sources.length, bytes: external + inline }
}
