import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { GatsbyCache } from "gatsby"
import { installRecordOf } from "./lockfile-build-dependencies"

/**
 * What every output the build derives itself also depends on: the site's build code, which Gatsby
 * compiles with all it imports into one file, and the installed packages, which npm's record of the
 * install stands for.
 */
export const buildInputsOf = (siteDirectory: string): string[] => [
  path.join(siteDirectory, ".cache", "compiled", "gatsby-node.js"),
  installRecordOf(siteDirectory),
]

/** A digest of the files' names and contents, in order; undefined when one of them is missing. */
export function digestOf(files: readonly string[]): string | undefined {
  const hash = createHash("sha256")
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

interface WrittenFrom {
  inputs: string[]
  digest: string
}

export interface DerivedOutput {
  /** the name it is remembered under in Gatsby's cache */
  name: string
  siteDirectory: string
  /** the files it is made from, when they are known before it is made; otherwise those it was last made from */
  inputs?: readonly string[]
  /** files that must all be there for the last output to be kept */
  outputs: readonly string[]
}

/**
 * Runs `write` unless all of `outputs` are there and every input, the build's own included, is byte
 * for byte what it was when they were last written. `write` returns the files it read. Gatsby keeps
 * its cache and public/ between deploys, so a deploy that changes none of the inputs keeps the files.
 */
export async function writeUnlessUnchanged(
  cache: Pick<GatsbyCache, "get" | "set" | "del">,
  output: DerivedOutput,
  write: () => Promise<readonly string[]>,
): Promise<"kept" | "written"> {
  const buildInputs = buildInputsOf(output.siteDirectory)
  const last = (await cache.get(output.name)) as WrittenFrom | undefined
  const inputs = output.inputs ? inOrder(output.inputs) : last?.inputs
  const unchanged =
    last !== undefined &&
    inputs !== undefined &&
    inputs.join("\n") === last.inputs.join("\n") &&
    output.outputs.every(file => fs.existsSync(file)) &&
    digestOf([...buildInputs, ...inputs]) === last.digest
  if (unchanged) return "kept"
  // Forgotten first, so that a write that fails halfway is never taken for a finished one.
  await cache.del(output.name)
  const read = inOrder(await write())
  const digest = digestOf([...buildInputs, ...read])
  // An input that went missing while it was written leaves nothing to compare the next build with.
  if (digest) await cache.set(output.name, { inputs: read, digest })
  return "written"
}
