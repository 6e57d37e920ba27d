import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium"

const PORT = Number(process.env.E2E_PORT ?? 9000)

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }

// `npm run test:smoke` (E2E_SMOKE=1) runs these specs only, against `npm run build:react`: the site
// with React itself in the browser, so the code never comes to depend on Preact, which every other
// build runs on. One spec for each kind of page and each part that reacts to the reader; the
// accessibility checks read markup, which React renders on the server either way. That build's
// clock is also on the scheduled test post's day (package.json "config"), so the smoke run sees the
// post come out that build:e2e keeps out (e2e/content.ts buildDay).
const SMOKE_SPECS = ["home", "article", "blog", "projects", "media-player", "media-player-links", "media-player-views", "contact", "frame", "frame.phone", "scheduled-posts"]
const smoke = process.env.E2E_SMOKE === "1"
const only = (specs: string[]) => (smoke ? { testMatch: specs.map(spec => `${spec}.spec.ts`), grepInvert: /accessibility violations/ } : {})
const phoneSpec = (spec: string) => spec.endsWith(".phone")

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  // How long an expectation waits for its state: on two busy cores a video's first frame or a lazy
  // part's code can take longer than Playwright's 5 s. A bound only; a passing check takes no longer.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testIgnore: /.*\.phone\.spec\.ts/,
      ...only(SMOKE_SPECS.filter(spec => !phoneSpec(spec))),
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, launchOptions: chromium },
      testMatch: /.*\.phone\.spec\.ts/,
      ...only(SMOKE_SPECS.filter(phoneSpec)),
    },
  ],
  webServer: {
    // The build as Netlify serves it: _headers, _redirects and the function (scripts/serve.mjs).
    command: `node scripts/serve.mjs --port ${PORT}`,
    // Ready once the function answers (400: no query), which the CLI registers after the pages.
    url: `http://127.0.0.1:${PORT}/api/pexels-search`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
    stdout: "ignore",
  },
})
