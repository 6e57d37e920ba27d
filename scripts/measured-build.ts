// One `npm run build` in a folder, timed, with the peak memory of its processes and Gatsby's own step timings.
import { spawn } from "node:child_process"
import { stripVTControlCharacters } from "node:util"
import { memoryByKind, processTree, readProcesses, type ProcessMemory } from "./process-tree"

/** Gatsby's own timings ("success createPages - 12.345s"), in the order it ran them; a step run twice counts twice. */
export const gatsbySteps = (output: string): Array<[string, number]> =>
  [...stripVTControlCharacters(output).matchAll(/success (.+?) - (\d+\.\d+)s/g)].map((m): [string, number] => [m[1], Number(m[2])])

/** Each step's seconds, a step run more than once summed. */
export function stepSeconds(steps: ReadonlyArray<[string, number]>): Map<string, number> {
  const seconds = new Map<string, number>()
  for (const [step, time] of steps) seconds.set(step, (seconds.get(step) ?? 0) + time)
  return seconds
}

export interface MeasuredBuild {
  ok: boolean
  seconds: number
  peak: ProcessMemory
  steps: Map<string, number>
}

/**
 * Runs `npm run build` in `dir` and samples the resident memory of its processes every half second
 * (the largest sum is the peak). Gatsby prints its steps' timings with its plain logger, which the
 * environment asks for; a failed build prints the end of its output, naming `label`.
 */
export async function measuredBuild(dir: string, label: string): Promise<MeasuredBuild> {
  const started = process.hrtime.bigint()
  const child = spawn("npm", ["run", "--silent", "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_LOGGER: "yurnalist" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk))
  let peak = memoryByKind([])
  const sampler = setInterval(() => {
    const now = memoryByKind(processTree(readProcesses(), child.pid!))
    if (now.totalBytes > peak.totalBytes) peak = now
  }, 500)
  const code = await new Promise<number | null>(resolve => child.on("exit", resolve))
  clearInterval(sampler)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (code !== 0) process.stderr.write(`${label}: the build failed (exit ${code}):\n${stripVTControlCharacters(output).slice(-4000)}\n`)
  return { ok: code === 0, seconds, peak, steps: stepSeconds(gatsbySteps(output)) }
}
