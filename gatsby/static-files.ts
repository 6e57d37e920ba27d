// The files of public/static/ made from a picture or file the site still has. Gatsby writes there
// what it makes of the content's pictures and files, under the digest of their content (in a folder
// of that name, or in the name), and never deletes one, so a picture an editor replaced or deleted
// stayed published. A digest no file of the content has any more marks a file nothing can use again:
// Gatsby drops the picture jobs of a changed file, so none of its caches still counts on it.
import fs from "node:fs"
import path from "node:path"

const STATIC_DIR = "static"
const DIGEST = /^[0-9a-f]{32}$/
/** "static/<digest>/…", or "static/<name>-<digest>.<ext>". */
const DIGEST_IN_NAME = /-([0-9a-f]{32})\.[^./]+$/

/** The content digest a path of public/ was made from, or undefined for any other file. */
export function sourceDigestOf(file: string): string | undefined {
  const [dir, first, ...rest] = file.split("/")
  if (dir !== STATIC_DIR || !first) return undefined
  if (rest.length > 0) return DIGEST.test(first) ? first : undefined
  return DIGEST_IN_NAME.exec(first)?.[1]
}

/** The files of public/static/ made from a file whose content digest is in `sourced`, relative to public/, sorted. */
export function sourcedStaticFiles(publicDir: string, sourced: ReadonlySet<string>): string[] {
  const staticDir = path.join(publicDir, STATIC_DIR)
  if (!fs.existsSync(staticDir)) return []
  return fs
    .readdirSync(staticDir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter(file => sourced.has(sourceDigestOf(file) ?? ""))
    .sort()
}
