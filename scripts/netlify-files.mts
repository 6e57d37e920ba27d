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

/** The rules the Netlify CLI answers itself: redirects (a status of 300–399, 301 if none is given), its functions, and proxies to other sites. */
const answeredByTheCli = ({ to, status = 301 }: ParsedRule): boolean => (status >= 300 && status < 400) || to.startsWith("/.netlify/") || /^[a-z][a-z0-9+.-]*:/i.test(to)

/** A rewrite the file server answers as Netlify does: status 200, from an address or a folder's splat, to a file named plainly. */
const answerable = ({ from, to, status, query = {}, conditions = {} }: ParsedRule): boolean =>
  status === 200 &&
  from.startsWith("/") &&
  !/[:*]/.test(from.replace(/\/\*$/, "")) &&
  !/[:*?]/.test(to) &&
  Object.keys(query).length === 0 &&
  Object.keys(conditions).length === 0

/**
 * The rewrites to files in a build's `_redirects`, read by the parser Netlify reads it with. A file
 * Netlify would refuse, or a rule left to the file server that it could not answer as Netlify does,
 * stops the caller naming the file: a page would otherwise be served here as it is not online. A
 * build without the file (the bench's Gatsby starter, which has no adapter) has none.
 */
export async function rewritesIn(publicDir: string): Promise<Rewrite[]> {
  const file = path.join(publicDir, "_redirects")
  if (!fs.existsSync(file)) return []
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true })
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error: Error) => error.message).join("; ")}`)
  return (redirects as ParsedRule[])
    .filter(rule => !answeredByTheCli(rule))
    .map(rule => {
      if (!answerable(rule)) throw new Error(`${file}: the file server cannot answer the rule ${rule.from} ${rule.to} ${rule.status ?? ""} as Netlify does`)
      return { from: rule.from, to: rule.to, force: rule.force === true }
    })
}

/** Whether a rule takes an address: a splat its folder and all below it, any other rule its address with or without a final slash. */
const takes = (rule: Rewrite, urlPath: string): boolean => {
  const withoutSlash = (address: string) => address.replace(/(.)\/$/, "$1")
  if (!rule.from.endsWith("/*")) return withoutSlash(urlPath) === withoutSlash(rule.from)
  const folder = rule.from.slice(0, -2)
  return urlPath === folder || urlPath.startsWith(`${folder}/`)
}

/** The file of the build that answers an address by itself: its own, its pretty URL's (`/blog` is `blog.html`), or a folder's index. */
function fileFor(address: string, isFile: (filePath: string) => boolean): string | undefined {
  const folder = address.replace(/\/$/, "")
  const candidates = [address, folder && `${folder}.html`, address.endsWith("/") && `${address}index.html`]
  return candidates.find((candidate): candidate is string => typeof candidate === "string" && candidate !== "" && isFile(candidate))
}

/**
 * The path the static files answer `urlPath` with. The first rule that takes it decides, and one
 * that is not forced yields to a file of the address (Netlify's shadowing); what a rule names is
 * looked up as an address is. Else `urlPath` itself, for the static server to refuse. `isFile` is
 * given a path of the build as the address writes it, undecoded.
 */
export function servedPath(urlPath: string, rules: readonly Rewrite[], isFile: (filePath: string) => boolean): string {
  const file = fileFor(urlPath, isFile)
  const rule = rules.find(candidate => takes(candidate, urlPath))
  if (rule && (rule.force || file === undefined)) return fileFor(rule.to, isFile) ?? rule.to
  return file ?? urlPath
}

/** The file inside the folder `root` that `filePath` (an address, percent-encoded or not) names, if there is one. */
export function fileIn(root: string, filePath: string): string | undefined {
  try {
    const file = path.join(root, decodeURIComponent(filePath))
    return file.startsWith(path.join(root, path.sep)) && fs.statSync(file).isFile() ? file : undefined
  } catch {
    return undefined
  }
}
