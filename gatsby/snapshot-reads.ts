import path from "node:path"

type Callback = (error: unknown, result?: unknown) => void
type CallbackRead = (file: string, callback: Callback) => void

/** The file system webpack keeps its persistent cache with (`compiler.intermediateFileSystem`). */
export type IntermediateFileSystem = Record<string, unknown>

/** The part of a webpack compiler this module changes. */
export interface CompilerWithCache {
  intermediateFileSystem: IntermediateFileSystem | null
  options: { cache?: false | { type?: string; cacheLocation?: string } }
}

const READS = ["stat", "lstat", "readlink", "realpath", "readFile", "readdir"] as const

/**
 * The same file system with each read answered once per path, except under `changing` (the cache
 * folder webpack writes to), which is read afresh every time. Concurrent reads of one path share one
 * call. Reads with options pass through.
 */
export function readOnce(fileSystem: IntermediateFileSystem, changing: string): IntermediateFileSystem {
  const inside = changing.endsWith(path.sep) ? changing : changing + path.sep
  const once: IntermediateFileSystem = Object.create(fileSystem)
  for (const method of READS) {
    const read = fileSystem[method] as CallbackRead | undefined
    if (typeof read !== "function") continue
    const answers = new Map<string, { waiting: Callback[]; result?: [unknown, unknown] }>()
    once[method] = function (file: unknown, ...rest: unknown[]) {
      const callback = rest[0] as Callback
      if (rest.length !== 1 || typeof file !== "string" || file === changing || file.startsWith(inside)) {
        return (read as (...args: unknown[]) => void).call(fileSystem, file, ...rest)
      }
      const known = answers.get(file)
      if (known?.result) return process.nextTick(callback, ...known.result)
      if (known) return void known.waiting.push(callback)
      const entry: { waiting: Callback[]; result?: [unknown, unknown] } = { waiting: [callback] }
      answers.set(file, entry)
      read.call(fileSystem, file, (error, result) => {
        entry.result = [error, result]
        for (const waiting of entry.waiting.splice(0)) waiting(error, result)
      })
    }
  }
  return once
}

/**
 * When webpack stores its persistent cache it records what each loader depends on, by following
 * every `require` of Gatsby's babel-loader through the whole of Gatsby's own code: more than 170,000
 * stat, readlink and readFile calls, straight to the disk, on the same few thousand paths. A cold
 * build's HTML renderer spent 7 of its 11 s there. Nothing outside the cache folder changes during a
 * build, so each of those paths is read once.
 */
export class SnapshotReadsOnce {
  apply(compiler: CompilerWithCache): void {
    const cache = compiler.options.cache
    if (!cache || cache.type !== "filesystem" || !cache.cacheLocation || !compiler.intermediateFileSystem) return
    compiler.intermediateFileSystem = readOnce(compiler.intermediateFileSystem, cache.cacheLocation)
  }
}
