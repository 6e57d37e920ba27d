import { spawn } from "node:child_process"
import os from "node:os"
import path from "node:path"
import { Worker } from "node:worker_threads"
import { buildSync } from "esbuild"

/** A function the build runs elsewhere: its arguments and its answer cross as structured clones. */
type Work = (...args: never[]) => unknown

/** What the code of `runner` sends back: the answer, or the message of the error it failed with. */
type Outcome<Answer> = { answer: Answer } | { error: string }

/**
 * The code that runs `name`, exported by `module` (a module of the site's build code), on the
 * arguments `receive` is given, and hands its outcome to `send`. Gatsby compiles the build code into
 * one file of its own, so the module is bundled again here (esbuild, about a tenth of a second), its
 * packages loaded from the site's install.
 */
function runner(module: string, name: string, receive: string, send: string, banner = ""): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { ${name} as work } from ${JSON.stringify(module)}
        ${receive}(args => Promise.resolve()
          .then(() => work(...args))
          .then(answer => ({ answer }), error => ({ error: error instanceof Error ? error.message : String(error) }))
          .then(${send}))`,
      resolveDir: process.cwd(),
      sourcefile: path.basename(module),
      loader: "ts",
    },
    banner: { js: banner },
    bundle: true,
    platform: "node",
    format: "cjs",
    packages: "external",
    write: false,
    logLevel: "silent",
  })
  return outputFiles[0].text
}

/** Settles as `outcome` says. */
function settle<Answer>(outcome: Outcome<Answer>, resolve: (answer: Answer) => void, reject: (error: Error) => void): void {
  if ("error" in outcome) reject(new Error(outcome.error))
  else resolve(outcome.answer)
}

const stoppedWithout = (module: string, code: number | null, said = "") =>
  new Error(`${path.basename(module)} stopped (exit code ${code}) without an answer${said && `: ${said}`}`)

/**
 * Runs `name` of `module` in a thread of its own and gives its answer. Gatsby's own thread is busy
 * with webpack, then with onPostBuild, while the build's other processes leave the second core
 * half idle: the headers' check runs there.
 */
export async function onAnotherCore<Run extends Work>(module: string, name: string, ...args: Parameters<Run>): Promise<Awaited<ReturnType<Run>>> {
  const code = runner(module, name, `(run => run(require("node:worker_threads").workerData))`, `(message => require("node:worker_threads").parentPort.postMessage(message))`)
  const worker = new Worker(code, { eval: true, workerData: args })
  return new Promise<Awaited<ReturnType<Run>>>((resolve, reject) => {
    worker.once("message", (outcome: Outcome<Awaited<ReturnType<Run>>>) => settle(outcome, resolve, reject))
    worker.once("error", reject)
    worker.once("exit", code => reject(stoppedWithout(module, code)))
  })
}

/**
 * Runs `name` of `module` in a process of its own at the lowest priority and gives its answer: it
 * takes only what Gatsby's processes leave of the machine's cores, so none of Gatsby's steps waits
 * for it. Side work only (gatsby/side-work.ts), which no step reads. The priority is the process's
 * first act, so that libuv's and sharp's threads, made later, have it too. What it writes to its
 * standard error is passed on, or ends the error it fails with when it stops without an answer.
 */
export async function inTheBackground<Run extends Work>(module: string, name: string, ...args: Parameters<Run>): Promise<Awaited<ReturnType<Run>>> {
  const code = runner(
    module,
    name,
    `(run => process.once("message", run))`,
    `(message => process.send(message, () => process.disconnect()))`,
    `require("node:os").setPriority(${os.constants.priority.PRIORITY_LOW});`,
  )
  const child = spawn(process.execPath, ["-"], { stdio: ["pipe", "inherit", "pipe", "ipc"] })
  let said = ""
  child.stderr!.setEncoding("utf8").on("data", (text: string) => void (said += text))
  child.stdin!.end(code)
  child.send(args)
  let outcome: Outcome<Awaited<ReturnType<Run>>> | undefined
  child.once("message", (sent: typeof outcome) => void (outcome = sent))
  return new Promise<Awaited<ReturnType<Run>>>((resolve, reject) => {
    child.once("error", reject)
    // Settled once the process is gone, its channel closed: "exit" can come before the answer.
    child.once("close", code => {
      if (!outcome) return reject(stoppedWithout(module, code, said.trim()))
      process.stderr.write(said)
      settle(outcome, resolve, reject)
    })
  })
}
