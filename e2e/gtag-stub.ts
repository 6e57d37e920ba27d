import type { Page } from "@playwright/test"

const CALLS_KEY = "e2e-gtag-calls"

/**
 * Stands in for the global tag function (the analytics edge) on every document the page opens.
 * Calls are kept in session storage, so events sent just before a page change survive it.
 */
export async function stubGtag(page: Page): Promise<void> {
  await page.addInitScript(key => {
    const w = window as unknown as { gtag: (...args: unknown[]) => void }
    w.gtag = (...args: unknown[]) => {
      const calls = JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[]
      calls.push(args)
      sessionStorage.setItem(key, JSON.stringify(calls))
    }
  }, CALLS_KEY)
}

export type EventPayload = Record<string, unknown>

/** Every call made to the tag function so far, in order, each as its arguments. */
export async function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(key => JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[][], CALLS_KEY)
}

/** The parameters of every event of that name sent so far, in order. */
export async function sentEvents(page: Page, name: string): Promise<EventPayload[]> {
  const calls = await gtagCalls(page)
  return calls.filter(([command, event]) => command === "event" && event === name).map(call => call[2] as EventPayload)
}

/** Resolves once the app has mounted and reported the first page view: effects have run. */
export async function waitForPageView(page: Page, count = 1): Promise<void> {
  await page.waitForFunction(
    ([key, wanted]) => (JSON.parse(sessionStorage.getItem(key as string) ?? "[]") as unknown[][]).filter(c => c[1] === "page_view").length >= (wanted as number),
    [CALLS_KEY, count] as const,
  )
}
