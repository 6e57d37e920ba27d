// A synthetic site of generated articles, built in a temporary folder, to know the cost per article.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"

const WORDS = "guitar code stage card riff deploy practice tempo kernel magic chord patch table river song night build".split(" ")

/** One generated article: an English original for even numbers, its Spanish translation for the next odd one. */
function article(i: number): { file: string; text: string } {
  const original = Math.floor(i / 2)
  const isTranslation = i % 2 === 1
  const body = Array.from({ length: 8 }, (_, p) =>
    Array.from({ length: 60 }, (_, w) => WORDS[(i * 7 + p * 13 + w) % WORDS.length]).join(" "),
  ).join("\n\n")
  const date = new Date(Date.UTC(2010, 0, 1) + original * 86_400_000).toISOString().slice(0, 10)
  const translation = isTranslation ? `translationOf: "synthetic-${original}"\ntranslatedFrom: "en"\n` : ""
  const file = isTranslation ? `synthetic-${original}-es.md` : `synthetic-${original}.md`
  const text = `---\ntitle: "Synthetic article ${i}"\ndate: "${date}"\nexcerpt: "Generated for the build benchmark."\ntags: ["${WORDS[original % WORDS.length]}", "bench"]\nlang: "${isTranslation ? "es" : "en"}"\n${translation}---\n\n## Part one\n\n${body}\n`
  return { file, text }
}

/** Peak resident memory of a process tree, sampled from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const pid of fs.readdirSync("/proc").filter(name => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const ppid = Number(fields[1])
      rss.set(Number(pid), Number(fields[21]) * 4096)
      children.set(ppid, [...(children.get(ppid) ?? []), Number(pid)])
    } catch {
      // the process ended while we looked
    }
  }
  const sum = (pid: number): number => (rss.get(pid) ?? 0) + (children.get(pid) ?? []).reduce((total, child) => total + sum(child), 0)
  return sum(rootPid)
}

/** Gatsby's own timings ("success createPages - 12.345s"), longest first. */
function slowestSteps(output: string, count: number): Array<[string, number]> {
  const steps = [...stripVTControlCharacters(output).matchAll(/success (.+?) - (\d+\.\d+)s/g)].map((m): [string, number] => [m[1], Number(m[2])])
  return steps.sort((a, b) => b[1] - a[1]).slice(0, count)
}

export async function syntheticBuild(root: string, count: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "synthetic-site-"))
  try {
    for (const entry of fs.readdirSync(root)) {
      if (["node_modules", ".cache", "public", "content", ".git", "test-results"].includes(entry)) continue
      fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
    }
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
    fs.cpSync(path.join(root, "content"), path.join(dir, "content"), {
      recursive: true,
      filter: source => !source.includes(`${path.sep}articles${path.sep}`) || source.endsWith(`${path.sep}articles`),
    })
    fs.mkdirSync(path.join(dir, "content", "articles"), { recursive: true })
    for (let i = 0; i < count; i++) {
      const { file, text } = article(i)
      fs.writeFileSync(path.join(dir, "content", "articles", file), text)
    }

    const started = process.hrtime.bigint()
    const child = spawn("npx", ["gatsby", "build"], { cwd: dir, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "ignore"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk))
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 500)
    const code = await new Promise<number | null>(resolve => child.on("exit", resolve))
    clearInterval(sampler)
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    console.log("")
    console.log(`synthetic site: ${count} articles (${count / 2} originals, each translated), build ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s, peak memory ${(peak / 2 ** 20).toFixed(0)} MiB`)
    console.log(`  about ${((seconds * 1000) / count).toFixed(1)} ms of build time per article; the longest steps:`)
    for (const [step, stepSeconds] of slowestSteps(output, 6)) console.log(`  ${stepSeconds.toFixed(1).padStart(7)} s  ${step}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
