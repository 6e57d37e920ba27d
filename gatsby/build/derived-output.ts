import { createHash } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildSync } from "esbuild"
import type { GatsbyCache } from "gatsby"
import { installRecordsOf } from "./lockfile-build-dependencies"

/** The files the site's build code is written in, by site folder: they do not change while a build runs. */
const buildCodeFiles = new Map<string, string[]>()

/**
 * The site's build code: gatsby-node.ts and gatsby-config.ts, with every file of the site they
 * import, as esbuild resolves them (packages stand for themselves through the install's records).
 * Gatsby counts only those two files themselves before it keeps its cache
 * (https://github.com/gatsbyjs/gatsby/issues/11952), and its own compilation of them is private.
 */
export function buildCodeOf(siteDirectory: string): string[] {
  const known = buildCodeFiles.get(siteDirectory)
  if (known) return known
  const entryPoints = ["gatsby-node.ts", "gatsby-config.ts"].filter(file => fs.existsSync(path.join(siteDirectory, file)))
  const { metafile } = buildSync({ entryPoints, absWorkingDir: siteDirectory, bundle: true, write: false, metafile: true, platform: "node", packages: "external", outdir: "build-code", logLevel: "silent" })
  const files = Object.keys(metafile.inputs).map(input => path.resolve(siteDirectory, input))
  buildCodeFiles.set(siteDirectory, files)
  return files
}

/**
 * What every output the build derives itself also depends on: the site's build code, and the
 * installed packages, which npm's record of the install stands for.
 */
const buildInputsOf = (siteDirectory: string): string[] => [...buildCodeOf(siteDirectory), ...installRecordsOf(siteDirectory)]

/** A digest of the text and of the files' names and contents, in order; undefined when one of them is missing. */
export function digestOf(files: readonly string[], text = ""): string | undefined {
  const hash = createHash("sha256").update(`${text.length}\0${text}`)
  for (const file of files) {
    let content: Buffer
    try {
      content = fs.readFileSync(file)
    } catch {
      return undefined
    }
    hash.update(`${file}\0${content.length}\0`).update(content)
  }
  return hash.digest("hex")
}

// The same files in another order are the same inputs: Gatsby does not keep its pages in one order.
const inOrder = (files: readonly string[]): string[] => [...new Set(files)].sort()

/** Now, by the clock files are stamped with, which runs a few milliseconds behind Date.now(). */
function fileClockNow(): number {
  const probe = path.join(os.tmpdir(), `derived-output-${process.pid}`)
  fs.writeFileSync(probe, "")
  try {
    return fs.statSync(probe).mtimeMs
  } finally {
    fs.rmSync(probe, { force: true })
  }
}

interface WrittenFrom {
  inputs: string[]
  outputs: string[]
  digest: string
}

const isWrittenFrom = (value: unknown): value is WrittenFrom => {
  const record = value as Partial<WrittenFrom> | undefined
  return Array.isArray(record?.inputs) && Array.isArray(record?.outputs) && typeof record?.digest === "string"
}

export interface DerivedOutput {
  /** the name it is remembered under in Gatsby's cache */
  name: string
  siteDirectory: string
  /** the files it is made from, when they are known before it is made; otherwise those it was last made from */
  inputs?: readonly string[]
  /** whatever else it is made from that no file holds, such as the addresses its pages are kept under */
  alsoFrom?: string
}

/** What a write reports: the files it read, and every file it wrote. */
export interface Written {
  read: readonly string[]
  wrote: readonly string[]
}

/**
 * Runs `write` unless every file it wrote last time is there and every input, the build's own
 * included, is byte for byte what it was then. Gatsby keeps its cache and public/ between deploys,
 * so a deploy that changes none of the inputs keeps the files.
 */
export async function writeUnlessUnchanged(cache: Pick<GatsbyCache, "get" | "set" | "del">, output: DerivedOutput, write: () => Promise<Written>): Promise<"kept" | "written"> {
  const buildInputs = buildInputsOf(output.siteDirectory)
  const stored: unknown = await cache.get(output.name)
  const last = isWrittenFrom(stored) ? stored : undefined
  const inputs = output.inputs ? inOrder(output.inputs) : last?.inputs
  const unchanged =
    last !== undefined &&
    inputs !== undefined &&
    inputs.join("\n") === last.inputs.join("\n") &&
    last.outputs.every(file => fs.existsSync(file)) &&
    digestOf([...buildInputs, ...inputs], output.alsoFrom) === last.digest
  if (unchanged) return "kept"
  // Forgotten first, so that a write that fails halfway is never taken for a finished one.
  await cache.del(output.name)
  const started = fileClockNow()
  const written = await write()
  const read = inOrder(written.read)
  // An input that went missing, or was saved again, while it was read leaves nothing to compare the next build with.
  const steady = read.every(file => fs.existsSync(file) && fs.statSync(file).mtimeMs < started)
  const digest = steady ? digestOf([...buildInputs, ...read], output.alsoFrom) : undefined
  if (digest) await cache.set(output.name, { inputs: read, outputs: inOrder(written.wrote), digest })
  return "written"
}
