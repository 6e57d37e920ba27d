// Lighthouse (npm package, run through npx; Debian's Chromium) on one page of every page type.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { RUNS, medianOfEach } from "./bench-stats"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium"

const LIGHTHOUSE = "lighthouse@12.8.2"
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS].join(" ")

/** A page type of the site and the route of one page of it. */
export type PageType = [type: string, route: string]

type FormFactor = "mobile" | "desktop"

interface Report {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number; observedFirstContentfulPaint?: number }> } }>
  environment: { benchmarkIndex: number }
}

function audit(url: string, formFactor: FormFactor, outFile: string): Report | undefined {
  const args = ["--yes", LIGHTHOUSE, url, "--output=json", `--output-path=${outFile}`, "--quiet", `--chrome-flags=${CHROME_FLAGS}`]
  if (formFactor === "desktop") args.push("--preset=desktop")
  const result = spawnSync("npx", args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, encoding: "utf8" })
  if (result.status !== 0 || !fs.existsSync(outFile)) return undefined
  return JSON.parse(fs.readFileSync(outFile, "utf8"))
}

// A phone is simulated on this machine's CPU, whose speed varies from run to run: each mobile figure
// is its own median over the runs (issue #18's budgets are medians of five); desktop runs once.
const RUNS_OF: Record<FormFactor, number> = { mobile: RUNS, desktop: 1 }

const score = (report: Report) => (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100)

function figures(report: Report) {
  const s = score(report)
  const audits = report.audits
  const scripts = (audits["network-requests"]?.details?.items ?? []).filter(item => item.resourceType === "Script")
  return {
    performance: s("performance"),
    accessibility: s("accessibility"),
    bestPractices: s("best-practices"),
    seo: s("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue),
    cls: audits["cumulative-layout-shift"].numericValue,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    totalBytes: Math.round(audits["total-byte-weight"].numericValue),
    // Lighthouse times this machine's CPU just before each run. A busy machine times lower, and the
    // simulated phone's TBT, scaled from this CPU's work, rises with it: the column says which rows to distrust.
    cpuIndex: Math.round(report.environment.benchmarkIndex),
    // The first paint as the browser saw it, unthrottled. The simulated FCP and LCP count every
    // script that ran before it, so a run whose first frame came late (docs/performance.md, "A first
    // frame a second late") has a far higher LCP: the row's slowest paint shows such runs.
    seenPaintMs: Math.round(audits["metrics"]?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN),
  }
}

/** Each figure's median over the audits that finished, or undefined when none did. */
function medianFigures(reports: ReadonlyArray<Report | undefined>) {
  const finished = reports.filter((report): report is Report => report !== undefined)
  if (!finished.length) return undefined
  const each = finished.map(figures)
  return { ...medianOfEach(each), seenPaintMaxMs: Math.max(...each.map(run => run.seenPaintMs)) }
}

/** Pages of Gatsby's blog starter, served at `origin`, to audit beside the site's page of the same type. */
export interface StarterPages {
  origin: string
  pageTypes: PageType[]
}

const row = (name: string, formFactor: FormFactor, r: ReturnType<typeof medianFigures>) =>
  r
    ? `${name.padEnd(20)} ${formFactor.padEnd(8)} ${String(Math.round(r.performance)).padStart(4)} ${String(Math.round(r.accessibility)).padStart(4)} ${String(Math.round(r.bestPractices)).padStart(3)} ${String(Math.round(r.seo)).padStart(4)} ${String(Math.round(r.lcpMs)).padStart(8)} ${String(Math.round(r.tbtMs)).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${(r.jsBytes / 1024).toFixed(1).padStart(9)} ${(r.totalBytes / 1024).toFixed(1).padStart(9)} ${String(Math.round(r.cpuIndex)).padStart(10)} ${`${Math.round(r.seenPaintMs)}/${r.seenPaintMaxMs}`.padStart(12)}`
    : `${name.padEnd(20)} ${formFactor.padEnd(8)} (lighthouse failed)`

/**
 * Audits each page of the build served at `origin` on mobile and desktop, and prints one table.
 * With `starter`, a page of the starter's of the same type is audited in the same loop, each run
 * right after the site's, so that both see the machine as it was; its row follows the site's.
 */
export function lighthouseTable(origin: string, pageTypes: PageType[], starter?: StarterPages): void {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-"))
  try {
    console.log("")
    console.log(`Lighthouse 12 (mobile: each figure the median of ${RUNS_OF.mobile} runs): scores perf/a11y/best-practices/SEO, LCP, TBT, CLS, JS transfer, total transfer, the CPU index Lighthouse measured before each run (lower on a busy machine), the first paint the browser saw unthrottled (median/slowest run: a run whose first frame came late has a far higher simulated LCP, see docs/performance.md)`)
    if (starter) console.log("A \"starter\" row: Gatsby's blog starter's page of the same type, each run taken right after the site's")
    console.log("page type            form     perf a11y  bp  seo   LCP ms  TBT ms    CLS     JS KB  total KB  CPU index  seen paint ms")
    for (const [type, route] of pageTypes) {
      const starterRoute = starter?.pageTypes.find(([starterType]) => starterType === type)?.[1]
      for (const formFactor of ["mobile", "desktop"] as const) {
        const site: Array<Report | undefined> = []
        const beside: Array<Report | undefined> = []
        for (let run = 0; run < RUNS_OF[formFactor]; run++) {
          site.push(audit(`${origin}${route}`, formFactor, path.join(tmp, `${type}-${formFactor}-${run}.json`)))
          if (starter && starterRoute !== undefined) beside.push(audit(`${starter.origin}${starterRoute}`, formFactor, path.join(tmp, `starter-${type}-${formFactor}-${run}.json`)))
        }
        console.log(row(type, formFactor, medianFigures(site)))
        if (starterRoute !== undefined) console.log(row(`starter ${type}`, formFactor, medianFigures(beside)))
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
