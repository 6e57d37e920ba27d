// What public/static/ holds of pictures and files the content still has. Gatsby writes there what it
// makes of the content's pictures and files, in a folder named by the digest of their content or under
// a name ending in it, and never deletes one, so a picture an editor replaced or deleted stayed
// published. A digest no file of the content has any more marks an entry nothing can use again:
// Gatsby drops the picture jobs of a changed file, so none of its caches still counts on it.
import fs from "node:fs"
import path from "node:path"

const STATIC_DIR = "static"
const DIGEST = /^[0-9a-f]{32}$/
const DIGEST_IN_NAME = /-([0-9a-f]{32})\.[^./]+$/

/** The name under which a file of the content is published as it is ("tools-<digest>.jpg"), which `sourceDigestOf` reads back. */
export const asIsName = (file: { name: string; ext: string; internal: { contentDigest: string } }): string =>
  `${file.name}-${file.internal.contentDigest}${file.ext}`

/** The content digest an entry of public/static/ was made from: a folder's name or the end of a file's, if either is one. */
export function sourceDigestOf(entry: string): string | undefined {
  return DIGEST.test(entry) ? entry : DIGEST_IN_NAME.exec(entry)?.[1]
}

/** The content digest a path of public/ was made from, if it is in public/static/ and has one. */
export function sourceDigestOfPath(file: string): string | undefined {
  const [dir, entry] = file.split("/")
  return dir === STATIC_DIR && entry ? sourceDigestOf(entry) : undefined
}

/** The entries of public/static/ made from a file whose content digest is in `sourced`, as paths in public/, sorted. */
export function sourcedStaticEntries(publicDir: string, sourced: ReadonlySet<string>): string[] {
  const staticDir = path.join(publicDir, STATIC_DIR)
  if (!fs.existsSync(staticDir)) return []
  return fs
    .readdirSync(staticDir)
    .filter(entry => sourced.has(sourceDigestOf(entry) ?? ""))
    .map(entry => `${STATIC_DIR}/${entry}`)
    .sort()
}
