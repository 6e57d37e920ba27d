import path from "node:path"
import { Worker } from "node:worker_threads"
import { buildSync } from "esbuild"

/**
 * Runs `entry`, a module of the site's build code that answers its `workerData` with one message,
 * in a thread of its own, and gives its answer. Gatsby's own thread is busy with webpack, then
 * with onPostBuild, while the build's other processes leave the second core half idle: the social
 * images and the headers' check run there. Gatsby compiles the build code into one file of its
 * own, so the entry is bundled again here (esbuild, about a tenth of a second), its packages loaded
 * from the site's install.
 */
export async function onAnotherCore<Answer>(entry: string, workerData: unknown): Promise<Answer> {
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "cjs",
    packages: "external",
    write: false,
    logLevel: "silent",
  })
  const worker = new Worker(outputFiles[0].text, { eval: true, workerData })
  return new Promise<Answer>((resolve, reject) => {
    worker.once("message", resolve)
    worker.once("error", reject)
    worker.once("exit", code => reject(new Error(`${path.basename(entry)} stopped (exit code ${code}) without an answer`)))
  })
}
