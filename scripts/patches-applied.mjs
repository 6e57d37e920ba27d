// The last step of `npm install` (postinstall, after patch-package applies patches/): writes which
// patches the install applied, by their content, to node_modules/.patches-applied. Beside npm's own
// record of the install it stands for every installed file in the build's caches
// (gatsby/lockfile-build-dependencies.ts), so that a patch counts once it is installed, not when a
// pull brings it.
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const patches = path.join(root, "patches")
// What patch-package applies: every .patch file in patches/, at any depth.
const applied = fs.existsSync(patches)
  ? fs
      .readdirSync(patches, { recursive: true, encoding: "utf8" })
      .filter(file => file.endsWith(".patch"))
      .sort()
  : []
const lines = applied.map(file => `${createHash("sha256").update(fs.readFileSync(path.join(patches, file))).digest("hex")}  ${file}\n`)
fs.writeFileSync(path.join(root, "node_modules", ".patches-applied"), lines.join(""))
