import type { Page } from "@playwright/test"

/** A Largest Contentful Paint candidate, as the browser reported it, with what identifies its element. */
export interface LargestPaint {
  size: number
  /** the element's tag name, lower case; empty when the browser no longer knows the element */
  tag: string
  /** its text, whitespace collapsed, for a text candidate */
  text: string
  /** its src attribute, for a picture */
  src: string | null
}

/** Records the page's Largest Contentful Paint candidates from its first paint, on every document it opens. */
export async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { largestPaints: unknown[] }
    record.largestPaints = []
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { size: number; element: Element | null }>) {
        const element = entry.element
        record.largestPaints.push({
          size: entry.size,
          tag: element?.tagName.toLowerCase() ?? "",
          text: element?.textContent?.replace(/\s+/g, " ").trim() ?? "",
          src: element?.getAttribute("src") ?? null,
        })
      }
    }).observe({ type: "largest-contentful-paint", buffered: true })
  })
}

/**
 * The page's largest paint so far: the browser's last candidate once every paint up to now has been
 * reported. The browser reports paints in the order it draws them, so the report of a mark drawn
 * now comes after the report of whatever the page drew before it.
 */
export function largestPaint(page: Page): Promise<LargestPaint> {
  return page.evaluate(
    () =>
      new Promise<LargestPaint>(resolve => {
        const mark = document.createElement("span")
        mark.setAttribute("elementtiming", "largest-paint-mark")
        mark.textContent = "."
        Object.assign(mark.style, { position: "fixed", left: "0", top: "0", fontSize: "8px" })
        new PerformanceObserver((list, observer) => {
          if (!list.getEntries().some(entry => (entry as PerformanceEntry & { identifier: string }).identifier === "largest-paint-mark")) return
          observer.disconnect()
          mark.remove()
          const paints = (window as unknown as { largestPaints: LargestPaint[] }).largestPaints
          resolve(paints[paints.length - 1] ?? { size: 0, tag: "", text: "", src: null })
        }).observe({ type: "element" })
        document.body.append(mark)
      }),
  )
}
