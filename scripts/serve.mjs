// Serves the production build as Netlify serves it: the Netlify CLI, offline and without a login,
// applies public/_headers and public/_redirects and runs the site's functions from
// netlify/functions, bundled as Netlify bundles them at deploy.
//
//   node scripts/serve.mjs [--port 9000]
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const portFlag = process.argv.indexOf("--port")
const port = portFlag > 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? "9000")

if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.error("No production build here: run `npm run build` first (it writes public/).")
  process.exit(1)
}

const cli = path.join(root, "node_modules", "netlify-cli", "bin", "run.js")
const filesPort = Number(port) + 1
const args = [
  cli, "dev", "--offline", "--functions", path.join("netlify", "functions"), "--port", String(port), "--no-open",
  // The files come from scripts/file-server.mjs, which serves byte ranges as Netlify's CDN does;
  // the CLI proxies to it and reads _headers and _redirects from netlify.toml's publish folder.
  "--framework", "#custom", "--command", `node scripts/file-server.mjs --port ${filesPort}`, "--target-port", String(filesPort),
  // The site has no Edge Functions; without this flag the CLI downloads their runtime and stops offline.
  "--internal-disable-edge-functions",
]
const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, BROWSER: "none" } })
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal))
child.on("exit", code => process.exit(code ?? 0))
