// Temporary copies of the site and of Gatsby's blog starter, each given the same generated articles, to build side by side.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { TAG_METADATA_FILE } from "../src/lib/tags"
import { SYNTHETIC_TAGS, writeSiteArticles, writeStarterPosts } from "./synthetic-articles"

/** What a copy leaves out: what builds and tests made, git, a local Node, and the installed packages (linked instead). */
const NOT_COPIED = ["node_modules", ".cache", "public", ".git", ".netlify", ".local", "test-results", "playwright-report"]

/** A new temporary folder holding `from` without NOT_COPIED nor `leaveOut` (relative paths), its node_modules linked to `from`'s. */
function copyOf(from: string, prefix: string, leaveOut: readonly string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const leftOut = new Set(leaveOut.map(file => path.join(from, file)))
  for (const entry of fs.readdirSync(from)) {
    if (NOT_COPIED.includes(entry)) continue
    fs.cpSync(path.join(from, entry), path.join(dir, entry), { recursive: true, filter: source => !leftOut.has(source) })
  }
  fs.symlinkSync(path.join(from, "node_modules"), path.join(dir, "node_modules"))
  return dir
}

/** The site with `count` generated articles in place of its own, every tag they use declared (or the build stops). */
export async function siteCopy(root: string, count: number, picturesDir: string): Promise<string> {
  const dir = copyOf(root, "synthetic-site-", [path.join("content", "articles")])
  const tagsFile = path.join(dir, TAG_METADATA_FILE)
  const tags = { ...JSON.parse(fs.readFileSync(tagsFile, "utf8")), ...Object.fromEntries(SYNTHETIC_TAGS.map(tag => [tag, {}])) }
  fs.writeFileSync(tagsFile, JSON.stringify(tags, null, 2))
  await writeSiteArticles(path.join(dir, "content", "articles"), count, picturesDir)
  return dir
}

/**
 * Raises every `limit: N` of a Gatsby file's queries to at least `count`, so that the starter makes
 * a page for each post (its gatsby-node.js asks for 1,000 posts at most).
 */
export const raiseLimit = (text: string, count: number): string =>
  text.replace(/\blimit:(\s*)(\d+)\b/g, (whole, space: string, limit: string) => (Number(limit) >= count ? whole : `limit:${space}${count}`))

const STARTER_GATSBY_FILES = ["gatsby-node", "gatsby-config"].flatMap(name => ["js", "mjs", "ts"].map(ext => `${name}.${ext}`))

/**
 * A copy of Gatsby's blog starter (set up as docs/performance.md says) with `count` generated posts
 * in place of its own, each in content/blog/{slug}/index.md with its picture beside it; the query
 * limits in the copy's gatsby-node and gatsby-config raised by editing their text.
 */
export async function starterCopy(starter: string, count: number, picturesDir: string): Promise<string> {
  const dir = copyOf(starter, "synthetic-starter-", [path.join("content", "blog")])
  for (const name of STARTER_GATSBY_FILES) {
    const file = path.join(dir, name)
    if (fs.existsSync(file)) fs.writeFileSync(file, raiseLimit(fs.readFileSync(file, "utf8"), count))
  }
  await writeStarterPosts(path.join(dir, "content", "blog"), count, picturesDir)
  return dir
}

/** Empties what a build left, so the next build is cold. */
export function clearBuild(dir: string): void {
  for (const made of [".cache", "public"]) fs.rmSync(path.join(dir, made), { recursive: true, force: true, maxRetries: 10 })
}

/** Removes a copy. Gatsby's workers may still be writing their cache for a moment after a build ends. */
export const removeCopy = (dir: string): void => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10 })
