// The time a reader waits for the first search's results on a served build, in Debian's Chromium.
import { chromium } from "@playwright/test"
import { SEARCH_TEXT } from "../src/components/search/texts"
import { SEARCH_PATH } from "../src/lib/search"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium"

const TIMEOUT_MS = 120_000

/**
 * Opens /search in a new browser (nothing cached), waits until the page is interactive, types
 * `word` and returns the milliseconds from typing until the results show: the search's script,
 * its index's entry file and the index chunks the word needs, all fetched on this first search.
 */
export async function firstSearchMs(origin: string, word: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    page.setDefaultTimeout(TIMEOUT_MS)
    await page.goto(`${origin}${SEARCH_PATH}`)
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
    const field = page.getByRole("searchbox", { name: SEARCH_TEXT.en.label })
    const found = page.getByRole("status").filter({ hasText: /^\d+ results?\./ })
    const started = performance.now()
    await field.fill(word)
    await found.waitFor()
    return performance.now() - started
  } finally {
    await browser.close()
  }
}
