import { spawn } from "node:child_process"
import os from "node:os"
import path from "node:path"
import { Worker } from "node:worker_threads"
import { buildSync } from "esbuild"

/** The names of the functions `Module` exports. */
type WorkOf<Module> = { [Name in keyof Module]: Module[Name] extends (...args: never[]) => unknown ? Name : never }[keyof Module] & string
/** What the function `Name` of `Module` takes. */
type ArgumentsOf<Module, Name extends keyof Module> = Module[Name] extends (...args: infer Args) => unknown ? Args : never
/** What the function `Name` of `Module` answers, once settled. */
type AnswerOf<Module, Name extends keyof Module> = Module[Name] extends (...args: never[]) => infer Answer ? Awaited<Answer> : never

/** What the code of `runner` sends back: the answer, or the message of the error it failed with. */
type Outcome<Answer> = { answer: Answer } | { error: string }

/** As much of what a process writes to its standard error as its failure quotes. */
const QUOTED_CHARACTERS = 4000

/** What a runner is given: the name of the function to run, and its arguments. */
interface Task {
  name: string
  args: unknown[]
}

/**
 * The code that runs a function `module` (a module of the site's build code) exports, named by the
 * task `receive` is given, and hands its outcome to `send`. The name arrives as data and is looked
 * up among the module's own exports, never written into the code. Gatsby compiles the build code
 * into one file of its own, so the module is bundled again here (esbuild, about a tenth of a
 * second), its packages loaded from the site's install.
 */
function runner(module: string, receive: string, send: string, banner = ""): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import * as exported from ${JSON.stringify(module)}
        ${receive}(({ name, args }) => Promise.resolve()
          .then(() => {
            const work = Object.hasOwn(exported, name) ? exported[name] : undefined
            if (typeof work !== "function") throw new Error("Not the name of a function of " + ${JSON.stringify(path.basename(module))} + ": " + JSON.stringify(name))
            return work(...args)
          })
          .then(answer => ({ answer }), error => ({ error: error instanceof Error ? error.message : String(error) }))
          .then(${send}))`,
      resolveDir: process.cwd(),
      sourcefile: `${path.basename(module)}, its runner`,
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

const stoppedWithout = (module: string, how: string, said = "") =>
  new Error(`${path.basename(module)} stopped (${how}) without an answer${said && `: ${said}`}`)

/**
 * Runs `name` of `module` in a thread of its own and gives its answer; the arguments and the answer
 * cross as structured clones. Gatsby's own thread is busy with webpack, then with onPostBuild, while
 * the build's other processes leave the second core half idle: the headers' check runs there.
 */
export async function onAnotherCore<Module, Name extends WorkOf<Module>>(module: string, name: Name, ...args: ArgumentsOf<Module, Name>): Promise<AnswerOf<Module, Name>> {
  const code = runner(module, `(run => run(require("node:worker_threads").workerData))`, `(message => require("node:worker_threads").parentPort.postMessage(message))`)
  const worker = new Worker(code, { eval: true, workerData: { name, args } satisfies Task })
  return new Promise((resolve, reject) => {
    worker.once("message", (outcome: Outcome<AnswerOf<Module, Name>>) => settle(outcome, resolve, reject))
    worker.once("error", reject)
    worker.once("exit", code => reject(stoppedWithout(module, `exit code ${code}`)))
  })
}

/**
 * Runs `name` of `module` in a process of its own at the lowest priority and gives its answer; the
 * arguments and the answer cross as structured clones. The scheduler gives Gatsby's processes the
 * cores first, so the work slows Gatsby's steps as little as it can, and takes longer on a busy
 * machine: side work only (gatsby/side-work.ts), which no step reads. The priority is set before
 * the work starts, so that libuv's and sharp's threads, made by then, have it too; V8's, made at
 * start, keep the usual one. What the process writes to its standard error is passed on as it comes,
 * and its end is quoted when the process stops without an answer. It ends when its channel to the
 * process that started it closes: when that process exits, as a failed build does, or is killed.
 */
export async function inTheBackground<Module, Name extends WorkOf<Module>>(module: string, name: Name, ...args: ArgumentsOf<Module, Name>): Promise<AnswerOf<Module, Name>> {
  const code = runner(
    module,
    `(run => { process.once("disconnect", () => process.exit()); process.once("message", run) })`,
    `(message => process.send(message, () => process.disconnect()))`,
    // A refusal leaves the work at the usual priority: a slower build, not a failed one.
    `try { require("node:os").setPriority(${os.constants.priority.PRIORITY_LOW}) } catch {}`,
  )
  const child = spawn(process.execPath, ["-"], { stdio: ["pipe", "inherit", "pipe", "ipc"], serialization: "advanced" })
  let said = ""
  child.stderr!.setEncoding("utf8").on("data", (text: string) => {
    process.stderr.write(text)
    said = (said + text).slice(-QUOTED_CHARACTERS)
  })
  let outcome: Outcome<AnswerOf<Module, Name>> | undefined
  child.once("message", (sent: typeof outcome) => void (outcome = sent))
  const ended = new Promise<AnswerOf<Module, Name>>((resolve, reject) => {
    child.once("error", reject)
    // Settled once the process is gone, its channel closed: "exit" can come before the answer.
    child.once("close", (code, signal) => {
      if (outcome) settle(outcome, resolve, reject)
      else reject(stoppedWithout(module, signal ? `signal ${signal}` : `exit code ${code}`, said.trim()))
    })
  })
  child.stdin!.end(code)
  try {
    child.send({ name, args } satisfies Task)
  } catch (error) {
    child.kill()
    await ended.catch(() => undefined)
    throw error
  }
  return ended
}
