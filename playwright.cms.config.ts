import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium"

// `npm run test:cms`: the editor's day (e2e/editors-day), apart from `npm run test:e2e` because it
// makes its own site: it edits a copy of the site through the CMS, builds the copy and serves it.
// Its servers are started by the test itself, on ports from E2E_PORT + 50 (e2e/editors-day/site-copy.ts).
export default defineConfig({
  testDir: "e2e/editors-day",
  testMatch: "*.cms.ts",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // A cold production build of the copy is most of it.
  timeout: 20 * 60_000,
  // Each step waits for what the CMS or the site shows next; none of them should take this long.
  expect: { timeout: 30_000 },
  use: {
    actionTimeout: 30_000,
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: "off",
  },
})
