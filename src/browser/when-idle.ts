/** How long, at most, a task put off until the browser is idle waits for it. */
export const IDLE_LIMIT_MS = 2000

/**
 * Runs `task` once the browser has nothing more urgent to do, off the page load's tasks, and at the
 * latest after IDLE_LIMIT_MS; returns the function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_LIMIT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, IDLE_LIMIT_MS)
  return () => window.clearTimeout(handle)
}
