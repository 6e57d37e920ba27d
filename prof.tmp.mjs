import { chromium } from "@playwright/test"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] })
const route = process.argv[2]
const page = await browser.newPage()
const cdp = await page.context().newCDPSession(page)
await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 100 })
await cdp.send("Profiler.start")
await page.goto("http://127.0.0.1:9300" + route, { waitUntil: "networkidle" })
await page.waitForTimeout(500)
const { profile } = await cdp.send("Profiler.stop")
const self = new Map(); const byUrl = new Map()
const dt = profile.timeDeltas; const idIndex = new Map(profile.nodes.map(n => [n.id, n]))
const counts = new Map(); profile.samples.forEach((s, i) => counts.set(s, (counts.get(s) ?? 0) + (dt[i] ?? 0)))
for (const [id, us] of counts) { const n = idIndex.get(id); const cf = n.callFrame; const key = `${cf.functionName || "(anon)"} ${cf.url.split("/").pop()}:${cf.lineNumber}:${cf.columnNumber}`; self.set(key, (self.get(key) ?? 0) + us); const u = cf.url.split("/").pop() || cf.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + us) }
const top = m => [...m].sort((a, b) => b[1] - a[1]).slice(0, 18).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join("\n")
console.log(top(byUrl)); console.log("--"); console.log(top(self))
await browser.close()
