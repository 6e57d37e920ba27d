// The file server behind `npm run serve` (scripts/serve.mjs), standing in for Netlify's CDN: the
// Netlify CLI proxies to it and adds _headers, _redirects and the function. The CLI's own static
// server refuses byte ranges, which a browser needs to seek in audio and video; the CDN serves them,
// and so does Express's static server. Behind a server of its own the CLI leaves rewrites to files
// (status 200) to that server, so the rewrites of _redirects that answer a page's matchPath with one
// file are applied here, and so is the CDN's redirect of an address's final slash. Text is sent
// compressed, as the CDN sends it.
//
//   node scripts/file-server.mjs --port 3998 [--dir public]
import path from "node:path"
import compression from "compression"
import express from "express"
import { answerFor, fileIn, rewritesIn } from "./netlify-files.mts"

const flag = name => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined)
const port = Number(flag("--port") ?? 3998)
const root = path.resolve(flag("--dir") ?? "public")

const rewrites = await rewritesIn(root)

const app = express()
app.disable("x-powered-by")
// A part of a file (a player seeking) is sent as it is.
app.use(compression({ filter: (request, response) => !request.headers.range && compression.filter(request, response) }))
app.use((request, response, next) => {
  const [urlPath, query = ""] = request.url.split(/\?(.*)/s)
  const answer = answerFor(urlPath, rewrites, file => fileIn(root, file) !== undefined)
  const search = query && `?${query}`
  if ("redirect" in answer) return response.redirect(301, `${answer.redirect}${search}`)
  request.url = `${answer.path}${search}`
  next()
})
app.use(express.static(root, { redirect: false, dotfiles: "allow", etag: false, lastModified: false, cacheControl: false }))
app.use((_request, response) => response.status(404).sendFile(path.join(root, "404.html")))
// A range past the end (416) and the like: the status alone, as the CDN answers. Express knows an
// error handler by its four parameters.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
app.use((error, _request, response, _next) => response.status(error.status ?? 500).end())
app.listen(port, "127.0.0.1", () => console.log(`static files of ${root} on http://127.0.0.1:${port}`))
