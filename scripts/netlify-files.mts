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

/** The file of the build that answers an address by itself: its own, its pretty URL's (`/blog` is `blog.html`), or, with a final slash, a folder's index. */
function fileFor(address: string, isFile: (filePath: string) => boolean): string | undefined {
  const candidates = address.endsWith("/") ? [address, `${address}index.html`] : [address, `${address}.html`]
  return candidates.find(isFile)
}

/**
 * Where Netlify's CDN sends a visitor instead, by its trailing-slash normalization (on by default,
 * as "Pretty URLs"): a pretty URL's page without the final slash (`/blog/` to `/blog`, even beside a
 * `blog/index.html`), a folder without its own file to its slash (`/admin` to `/admin/`).
 */
function movedTo(address: string, isFile: (filePath: string) => boolean): string | undefined {
  if (address === "/") return undefined
  const target = address.endsWith("/")
    ? isFile(`${address.slice(0, -1)}.html`) && address.slice(0, -1)
    : fileFor(address, isFile) === undefined && isFile(`${address}/index.html`) && `${address}/`
  return target && staysOnTheSite(target) ? target : undefined
}

/**
 * Whether a browser reads an address as a path on whatever site it is on. It is read as a browser
 * reads a Location header against two sites: `//host/…`, `/\host/…` and `scheme:…` name a site
 * of their own, which cannot be both; one the parser refuses (`//\/`) is no path either.
 */
function staysOnTheSite(address: string): boolean {
  return ["http://one.invalid", "https://two.invalid"].every(site => {
    try {
      return new URL(address, site).origin === new URL(site).origin
    } catch {
      return false
    }
  })
}

/** How the CDN answers an address: with a path of the build for the static server, or a redirect to another address. */
export type Answer = { path: string } | { redirect: string }

/**
 * How `urlPath` is answered. The first rule that takes it decides, and one that is not forced yields
 * to a file of the address or to the CDN's redirect for its final slash (Netlify's shadowing); what a
 * rule names is looked up as an address is. Else the address's file, or `urlPath` itself, for the
 * static server to refuse. `isFile` is given a path of the build as the address writes it, undecoded.
 */
export function answerFor(urlPath: string, rules: readonly Rewrite[], isFile: (filePath: string) => boolean): Answer {
  const file = fileFor(urlPath, isFile)
  const moved = movedTo(urlPath, isFile)
  const rule = rules.find(candidate => takes(candidate, urlPath))
  if (rule && (rule.force || (file === undefined && moved === undefined))) return { path: fileFor(rule.to, isFile) ?? rule.to }
  if (moved !== undefined) return { redirect: moved }
  return { path: file ?? urlPath }
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
