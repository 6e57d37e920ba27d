// A synthetic site of generated articles, built in a temporary folder, to know the cost per article.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import sharp from "sharp"
import { TAG_METADATA_FILE } from "../src/lib/tags"
import { memoryByKind, PROCESS_KINDS, processTree, readProcesses, type ProcessMemory } from "./process-tree"

const WORDS = "guitar code stage card riff deploy practice tempo kernel magic chord patch table river song night build".split(" ")

/**
 * One generated article: an English original for even numbers, its Spanish translation for the next
 * odd one. Both show the original's thumbnail, as translations of the real articles do.
 */
function article(i: number): { file: string; text: string } {
  const original = Math.floor(i / 2)
  const isTranslation = i % 2 === 1
  const body = Array.from({ length: 8 }, (_, p) =>
    Array.from({ length: 60 }, (_, w) => WORDS[(i * 7 + p * 13 + w) % WORDS.length]).join(" "),
  ).join("\n\n")
  const date = new Date(Date.UTC(2010, 0, 1) + original * 86_400_000).toISOString().slice(0, 10)
  const translation = isTranslation ? `translationOf: "synthetic-${original}"\ntranslatedFrom: "en"\n` : ""
  const file = isTranslation ? `synthetic-${original}-es.md` : `synthetic-${original}.md`
  const text = `---\ntitle: "Synthetic article ${i}"\ndate: "${date}"\nexcerpt: "Generated for the build benchmark."\nthumbnail: "./images/synthetic-${original}.jpg"\ntags: ["${WORDS[original % WORDS.length]}", "bench"]\nlang: "${isTranslation ? "es" : "en"}"\n${translation}---\n\n## Part one\n\n${body}\n`
  return { file, text }
}

/** A thumbnail of its own for each original (a 1,200 x 630 JPEG, as editors upload): no two alike, so none is made once for two. */
async function thumbnail(original: number, file: string): Promise<void> {
  const hue = (original * 47) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="hsl(${hue},45%,35%)"/>
  <circle cx="${200 + ((original * 97) % 800)}" cy="315" r="${120 + (original % 90)}" fill="hsl(${(hue + 150) % 360},60%,60%)"/>
  <text x="60" y="580" font-size="64" font-family="DejaVu Sans" fill="#fff">${original}</text>
</svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file)
}

/** Gatsby's own timings ("success createPages - 12.345s"), in the order it ran them. */
const gatsbySteps = (output: string): Array<[string, number]> =>
  [...stripVTControlCharacters(output).matchAll(/success (.+?) - (\d+\.\d+)s/g)].map((m): [string, number] => [m[1], Number(m[2])])

interface SyntheticResult {
  count: number
  ok: boolean
  seconds: number
  peak: ProcessMemory
  steps: Array<[string, number]>
}

async function syntheticBuild(root: string, count: number): Promise<SyntheticResult> {
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
    // Every tag an article uses is declared, or the build stops.
    const tagsFile = path.join(dir, TAG_METADATA_FILE)
    const tags = { ...JSON.parse(fs.readFileSync(tagsFile, "utf8")), ...Object.fromEntries([...WORDS, "bench"].map(tag => [tag, {}])) }
    fs.writeFileSync(tagsFile, JSON.stringify(tags, null, 2))
    fs.mkdirSync(path.join(dir, "content", "articles", "images"), { recursive: true })
    for (let i = 0; i < count; i++) {
      const { file, text } = article(i)
      fs.writeFileSync(path.join(dir, "content", "articles", file), text)
      if (i % 2 === 0) await thumbnail(i / 2, path.join(dir, "content", "articles", "images", `synthetic-${i / 2}.jpg`))
    }

    const started = process.hrtime.bigint()
    const child = spawn("npm", ["run", "--silent", "build"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] })
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
    if (code !== 0) process.stderr.write(`synthetic site of ${count} articles: the build failed (exit ${code}):\n${stripVTControlCharacters(output).slice(-4000)}\n`)
    return { count, ok: code === 0, seconds, peak, steps: gatsbySteps(output) }
  } finally {
    // Gatsby's workers may still be writing their cache for a moment after the build ends.
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10 })
  }
}

/**
 * Builds a synthetic site of each size in turn (half originals with a thumbnail each, half their
 * translations) and prints the build time, the peak memory, the milliseconds per article and each
 * of Gatsby's steps side by side; with two sizes or more, what each 1,000 more articles cost.
 */
export async function syntheticTable(root: string, counts: readonly number[]): Promise<void> {
  const results: SyntheticResult[] = []
  for (const count of counts) results.push(await syntheticBuild(root, count))
  const column = (text: string) => text.padStart(12)
  console.log("")
  console.log(`synthetic site${" ".repeat(36)}${results.map(result => column(`${result.count} art.`)).join("")}`)
  const row = (label: string, cells: string[]) => console.log(`${label.padEnd(50)}${cells.map(column).join("")}`)
  row("build", results.map(result => (result.ok ? `${result.seconds.toFixed(1)} s` : "FAILED")))
  const mebibytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
  row("peak memory", results.map(result => mebibytes(result.peak.totalBytes)))
  for (const kind of PROCESS_KINDS) row(`  of it ${kind}`, results.map(result => mebibytes(result.peak.bytesByKind[kind])))
  row("per article", results.map(result => `${((result.seconds * 1000) / result.count).toFixed(1)} ms`))
  const stepNames = [...new Set(results.flatMap(result => result.steps.map(([step]) => step)))]
  for (const step of stepNames) {
    const cells = results.map(result => result.steps.filter(([name]) => name === step).reduce((sum, [, seconds]) => sum + seconds, 0))
    if (cells.some(seconds => seconds >= 0.5)) row(`  ${step}`, cells.map(seconds => `${seconds.toFixed(1)} s`))
  }
  const [first, last] = [results[0], results[results.length - 1]]
  if (results.length > 1 && first.ok && last.ok) {
    const perThousand = ((last.seconds - first.seconds) / (last.count - first.count)) * 1000
    const memoryPerThousand = ((last.peak.totalBytes - first.peak.totalBytes) / (last.count - first.count)) * 1000
    console.log(`each 1,000 more articles: ${perThousand.toFixed(1)} s of build and ${mebibytes(memoryPerThousand)} of peak memory`)
  }
}
