import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { headersFor } from "../src/lib/security-headers"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".mp3": "audio/mpeg",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".ogg": "audio/ogg",
  ".wav": "audio/wav",
}

/**
 * Serves the production build as Netlify would: static files with the headers of public/_headers,
 * or of the given rules in its format.
 */
export async function serveWithHeaders(
  publicDir: string,
  rules = fs.readFileSync(path.join(publicDir, "_headers"), "utf8"),
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname
    const decoded = decodeURIComponent(urlPath)
    const candidates = [path.join(publicDir, decoded), path.join(publicDir, decoded, "index.html")]
    const file = candidates.find(candidate => candidate.startsWith(publicDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
    const served = file ?? path.join(publicDir, "404.html")
    const headerPath = file ? (file.endsWith("index.html") ? urlPath.replace(/\/$/, "") || "/" : urlPath) : "/404.html"
    response.writeHead(file ? 200 : 404, {
      "Content-Type": TYPES[path.extname(served)] ?? "application/octet-stream",
      ...headersFor(rules, headerPath),
    })
    fs.createReadStream(served).pipe(response)
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise(resolve => server.close(() => resolve())) }
}
