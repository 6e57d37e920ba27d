// The file server behind `npm run serve` (scripts/serve.mjs), standing in for Netlify's CDN: the
// Netlify CLI proxies to it and adds _headers, _redirects and the function. The CLI's own static
// server refuses byte ranges, which a browser needs to seek in audio and video; the CDN serves them.
// Behind a server of its own the CLI leaves rewrites to files (status 200) to that server, so the
// rewrites of _redirects that answer a page's matchPath with one file are applied here. Text is
// sent compressed, as the CDN sends it.
//
//   node scripts/static-files.mjs --port 3998 [--dir public]
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"

const flag = name => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined)
const port = Number(flag("--port") ?? 3998)
const root = path.resolve(flag("--dir") ?? "public")

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".ico": "image/x-icon",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".mp3": "audio/mpeg",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".ogg": "audio/ogg",
  ".wav": "audio/wav",
  ".vtt": "text/vtt",
}

/** _redirects' rewrites of every address below a path to one file (`/backstage/*  /backstage/[...].html  200`). */
const rewrites = fs
  .readFileSync(path.join(root, "_redirects"), "utf8")
  .split("\n")
  .map(line => line.trim().split(/\s+/))
  .filter(([from, to, status]) => status === "200" && from.endsWith("/*") && !to.startsWith("/.netlify/"))
  .map(([from, to]) => ({ below: from.slice(0, -1), to }))

const COMPRESSED = /^(text\/|application\/(json|xml)|image\/svg)/

/** The file a URL path names, as Netlify finds it: the file itself, x.html, x/index.html, or a rewrite's file. */
function fileFor(urlPath) {
  const found = existingFile(urlPath)
  if (found) return found
  const rewrite = rewrites.find(({ below }) => urlPath.startsWith(below))
  return rewrite && existingFile(rewrite.to)
}

function existingFile(urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const base = path.join(root, decoded)
  // %2e%2e survives the URL parser and decodes to "..": nothing outside the folder is served.
  if (base !== root && !base.startsWith(root + path.sep)) return undefined
  return [base, `${base.replace(/\/$/, "")}.html`, path.join(base, "index.html")].find(
    candidate => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  )
}

/** The one byte range of a Range header, or undefined when there is none or it cannot be served. */
function rangeOf(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? "")
  if (!match || (match[1] === "" && match[2] === "")) return undefined
  const start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1])
  const end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start <= end && start < size ? { start, end } : undefined
}

http
  .createServer((request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end()
      return
    }
    const found = fileFor(new URL(request.url ?? "/", "http://localhost").pathname)
    const file = found ?? path.join(root, "404.html")
    const size = fs.statSync(file).size
    const headers = { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream", "Accept-Ranges": "bytes" }
    const range = found ? rangeOf(request.headers.range, size) : undefined
    if (found && request.headers.range && !range) {
      response.writeHead(416, { ...headers, "Content-Range": `bytes */${size}` }).end()
      return
    }
    if (!range && size > 0 && COMPRESSED.test(headers["Content-Type"]) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      response.writeHead(found ? 200 : 404, { ...headers, "Content-Encoding": "gzip", Vary: "Accept-Encoding" })
      if (request.method === "HEAD") response.end()
      else fs.createReadStream(file).pipe(zlib.createGzip()).pipe(response)
      return
    }
    const { start, end } = range ?? { start: 0, end: size - 1 }
    response.writeHead(found ? (range ? 206 : 200) : 404, {
      ...headers,
      "Content-Length": end - start + 1,
      ...(range && { "Content-Range": `bytes ${start}-${end}/${size}` }),
    })
    if (request.method === "HEAD" || size === 0) response.end()
    else fs.createReadStream(file, { start, end }).pipe(response)
  })
  .listen(port, "127.0.0.1", () => console.log(`static files of ${root} on http://127.0.0.1:${port}`))
