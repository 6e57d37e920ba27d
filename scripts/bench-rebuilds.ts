// Builds that reuse Gatsby's cache: with nothing changed, and after an editor's change to one article.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { RUNS, secondsSummary } from "./bench-stats"

/** Runs `npm run build` in `root`, as a deploy does, and returns how many seconds it took; a failed build ends the bench with Gatsby's output. */
export function timedBuild(root: string): number {
  const started = process.hrtime.bigint()
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, encoding: "utf8" })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    process.exit(result.status ?? 1)
  }
  return Number(process.hrtime.bigint() - started) / 1e9
}

/**
 * Times `runs` builds with nothing changed, then `runs` builds each after adding a paragraph to
 * `articleFile` (as an editor's commit would), and puts the file back as it was, built.
 */
export function rebuildTable(root: string, articleFile: string, runs = RUNS): void {
  timedBuild(root)
  const unchanged = Array.from({ length: runs }, () => timedBuild(root))
  const file = path.join(root, articleFile)
  const original = fs.readFileSync(file, "utf8")
  const edited: number[] = []
  try {
    for (let run = 1; run <= runs; run++) {
      fs.writeFileSync(file, `${original.trimEnd()}\n\nAn edit made by the bench (${run}).\n`)
      edited.push(timedBuild(root))
    }
  } finally {
    fs.writeFileSync(file, original)
  }
  timedBuild(root)
  console.log("")
  console.log(`rebuild, nothing changed:      ${secondsSummary(unchanged)}`)
  console.log(`rebuild, one article edited:   ${secondsSummary(edited)}  (${articleFile})`)
}
