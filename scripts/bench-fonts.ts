// The font lookups of one page of every page type as it first loads, on a phone's screen in Debian's
// Chromium: the part of a page's first layout that issue #18's traces found to cost most (font-lookups.ts).
import { chromium } from "@playwright/test"
import type { PageType } from "./bench-lighthouse"
import { RUNS, medianOfEach } from "./bench-stats"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium"
import { fontLookups, type FontLookups } from "./font-lookups"

// Lighthouse's phone's screen; and a second after the load event, for what the page sets once its
// scripts have run (a hydrated part, a late list).
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const SETTLE_MS = 1_000

/** One load of `url` in a new browser, as Lighthouse loads a page: its font caches empty. */
async function lookupsOnce(url: string): Promise<FontLookups> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage(PHONE)
    await browser.startTracing(page, { categories: ["fonts"] })
    await page.goto(url, { waitUntil: "load" })
    await page.waitForTimeout(SETTLE_MS)
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString())
    return fontLookups(traceEvents)
  } finally {
    await browser.close()
  }
}

/** Prints, for each page type, its strikes and missing families and the time the page waited for them. */
export async function fontTable(origin: string, pageTypes: PageType[]): Promise<void> {
  console.log("")
  console.log(`Font lookups while a page first loads on a phone's screen (Chromium on Linux; each figure the median of ${RUNS} loads)`)
  console.log("page type    sizes and weights  families matched  wait ms")
  for (const [type, route] of pageTypes) {
    const runs: FontLookups[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await lookupsOnce(`${origin}${route}`))
    const r = medianOfEach(runs)
    console.log(`${type.padEnd(12)} ${String(r.strikes).padStart(17)} ${String(r.families).padStart(17)} ${r.waitMs.toFixed(1).padStart(8)}`)
  }
}
