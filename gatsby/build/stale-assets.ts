// Gatsby never deletes the browser bundle's earlier files, nor what it made in public/static/ of a
// picture since replaced, and Netlify keeps `public/` between deploys, so every deploy published the
// files of every earlier one as well: the old code, and the old picture. Each build's files are
// recorded; those of builds older than the one before are deleted.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyCache } from "gatsby"
import type { Compiler } from "webpack"
import { sourceDigestOfPath, sourcedStaticEntries } from "../static-files"

/** The files (paths in `public/`) of the builds whose files may still be there, oldest first. */
export type AssetHistory = string[][]

/** Where each history is kept between builds, in Gatsby's cache as the build's other records are. */
const HISTORY_KEY = "browser-assets"
const STATIC_HISTORY_KEY = "static-entries"
/** The files of the build running now, which the browser bundle's compilation hands on through Gatsby's cache. */
const CURRENT_KEY = "browser-assets-current"

/**
 * What to delete once a build has written `current`, and the history to keep. A build's files stay
 * through the next build that changes them, so a page opened just before a deploy can still fetch
 * the chunks it was built with; a build that changes no file changes nothing.
 */
export function staleAssets(history: AssetHistory, current: readonly string[]): { stale: string[]; history: AssetHistory } {
  const sameFiles = (files: readonly string[]) => files.length === current.length && files.every(file => current.includes(file))
  const last = history[history.length - 1]
  const kept = last && sameFiles(last) ? history.slice(-2) : [...history.slice(-1), [...current]]
  const keep = new Set(kept.flat())
  const stale = [...new Set(history.flat())].filter(file => !keep.has(file)).sort()
  return { stale, history: kept }
}

const isFileList = (value: unknown): value is string[] => Array.isArray(value) && value.every(file => typeof file === "string")
const isHistory = (value: unknown): value is AssetHistory => Array.isArray(value) && value.every(isFileList)

type Cache = Pick<GatsbyCache, "get" | "set">

/**
 * Records the files the browser bundle's compilation made, in Gatsby's cache (the site's own, which
 * onCreateWebpackConfig hands over as every Node API does), for `pruneStaleAssets`.
 */
export class BrowserAssets {
  constructor(private readonly cache: Pick<GatsbyCache, "set">) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise("BrowserAssets", async compilation => {
      const files = compilation
        .getAssets()
        .map(asset => asset.name)
        .sort()
      await this.cache.set(CURRENT_KEY, files)
    })
  }
}

/** Deletes a file or folder of `publicRoot`, if it is there. */
function deleteEntry(publicRoot: string, entry: string): boolean {
  const target = path.resolve(publicRoot, entry)
  if (!target.startsWith(publicRoot + path.sep) || !fs.existsSync(target)) return false
  fs.rmSync(target, { recursive: true })
  return true
}

/**
 * Deletes from `public/` the files (or folders) the history under `key` holds from builds before the
 * last two that made different ones, and returns how many it deleted. Only what a build recorded is
 * ever deleted, and only what `mayDelete` allows: with no record (the first build, or the cache
 * cleared) nothing is.
 */
async function pruneRecorded(
  publicDir: string,
  cache: Cache,
  key: string,
  current: readonly string[],
  mayDelete: (entry: string) => boolean = () => true,
): Promise<number> {
  const kept: unknown = await cache.get(key)
  const { stale, history } = staleAssets(isHistory(kept) ? kept : [], current)
  const publicRoot = path.resolve(publicDir)
  const deleted = stale.filter(entry => mayDelete(entry) && deleteEntry(publicRoot, entry)).length
  await cache.set(key, history)
  return deleted
}

/** Deletes the browser files of older builds (`pruneRecorded`), as `BrowserAssets` recorded this build's. */
export async function pruneStaleAssets(publicDir: string, cache: Cache): Promise<number> {
  const current: unknown = await cache.get(CURRENT_KEY)
  if (!isFileList(current)) throw new Error(`the browser bundle's files were not recorded in Gatsby's cache under "${CURRENT_KEY}" (gatsby/build/stale-assets.ts, BrowserAssets)`)
  return pruneRecorded(publicDir, cache, HISTORY_KEY, current)
}

/**
 * Deletes what public/static/ holds of content that older builds had and the last two do not
 * (`pruneRecorded`); `sourced` holds the content digests of the files the site has now. Whatever the
 * record says, only what was made of a file the content no longer has is deleted: Gatsby would not
 * make again the pictures of a file it still has, as it counts them done.
 */
export async function pruneStaleStaticFiles(publicDir: string, cache: Cache, sourced: ReadonlySet<string>): Promise<number> {
  const madeOfGoneContent = (entry: string) => {
    const digest = sourceDigestOfPath(entry)
    return digest !== undefined && !sourced.has(digest)
  }
  return pruneRecorded(publicDir, cache, STATIC_HISTORY_KEY, sourcedStaticEntries(publicDir, sourced), madeOfGoneContent)
}
