// Which file of a build answers an address, as Netlify's CDN answers it: shared by the file server
// behind `npm run serve` (scripts/file-server.mjs, which Node runs without a compiler, so this module
// imports no other module of the site) and the bench, which reads the files a browser is sent.
import fs from "node:fs"
import path from "node:path"
import { parseAllRedirects } from "@netlify/redirect-parser"

/** A rewrite of one address, or of every address below a folder (`/backstage/*`), to a file. */
export interface Rewrite {
  from: string
  to: string
  force: boolean
}

interface ParsedRule {
  from: string
  to: string
  status?: number
  force?: boolean
  query?: Record<string, string>
  conditions?: Record<string, unknown>
}

/**
 * The rewrites to files in a build's `_redirects`, read by the parser Netlify reads it with. The
 * Netlify CLI answers the rules that call a function or another site; every other rule with status
 * 200 is the file server's. A file Netlify would refuse, or a rewrite the file server could not
 * answer as Netlify does (placeholders, a condition, a query), stops the caller naming the file.
 * A build without the file (the bench's Gatsby starter, which has no adapter) has none.
 */
export async function rewritesIn(publicDir: string): Promise<Rewrite[]> {
  const file = path.join(publicDir, "_redirects")
  if (!fs.existsSync(file)) return []
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true })
  if (errors.length > 0) throw new Error(`${file}: ${errors.map(error => (error instanceof Error ? error.message : String(error))).join("; ")}`)
  return (redirects as ParsedRule[])
    .filter(({ to, status }) => status === 200 && !to.startsWith("/.netlify/") && !/^[a-z][a-z0-9+.-]*:/i.test(to))
    .map(rule => {
      const unanswerable =
        /[:*]/.test(rule.from.replace(/\/\*$/, "")) || /:/.test(rule.to) || Object.keys(rule.query ?? {}).length > 0 || Object.keys(rule.conditions ?? {}).length > 0
      if (unanswerable) throw new Error(`${file}: the file server cannot answer the rewrite ${rule.from} ${rule.to} as Netlify does`)
      return { from: rule.from, to: rule.to, force: rule.force === true }
    })
}

const rewrites = (rule: Rewrite, urlPath: string): boolean =>
  rule.from.endsWith("/*") ? urlPath.startsWith(rule.from.slice(0, -1)) : urlPath.replace(/(.)\/$/, "$1") === rule.from.replace(/(.)\/$/, "$1")

/**
 * The path the static files answer `urlPath` with, as Netlify does: the first rewrite that takes it,
 * a rule that is not forced taking only an address no file answers; else the file of that path, of
 * its pretty URL (`/blog` is `blog.html` even where a folder `blog/` exists too) or the folder's
 * `index.html`; else `urlPath` itself, for the static server to refuse. `isFile` is given a path of
 * the build as the address writes it, undecoded.
 */
export function servedPath(urlPath: string, rules: readonly Rewrite[], isFile: (filePath: string) => boolean): string {
  const folder = urlPath.replace(/\/$/, "")
  const file = [urlPath, `${folder}.html`, `${folder}/index.html`].find(isFile)
  const rule = rules.find(candidate => rewrites(candidate, urlPath) && (candidate.force || file === undefined))
  return rule?.to ?? file ?? urlPath
}

/** Whether `filePath` (an address, percent-encoded or not) names a file inside the folder `root`. */
export function isFileIn(root: string, filePath: string): boolean {
  try {
    const file = path.join(root, decodeURIComponent(filePath))
    return file.startsWith(path.join(root, path.sep)) && fs.statSync(file).isFile()
  } catch {
    return false
  }
}
