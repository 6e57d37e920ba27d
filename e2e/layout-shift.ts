import type { Page } from "@playwright/test"

/** Starts adding up the page's layout shifts from its first paint, on every document it opens. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number }
    record.layoutShift = 0
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) record.layoutShift += (entry as unknown as { value: number }).value
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/** The layout shift score of the current document so far (what Lighthouse reports as CLS, summed). */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
