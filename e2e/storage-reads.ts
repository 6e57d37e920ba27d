import type { Page } from "@playwright/test"

export interface StorageRead {
  key: string
  /** whether the read ran in a callback the page asked for once the browser was idle */
  whenIdle: boolean
}

/**
 * Records every read of local or session storage on every document the page opens: a page's first
 * read waits on a synchronous call to the browser's storage process, which a page load must not make
 * before it is idle.
 */
export async function recordStorageReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const reads: Array<{ key: string; whenIdle: boolean }> = []
    ;(window as unknown as { storageReads: typeof reads }).storageReads = reads
    let idle = 0
    const requestIdle = window.requestIdleCallback.bind(window)
    window.requestIdleCallback = (callback, options) =>
      requestIdle(deadline => {
        idle++
        try {
          callback(deadline)
        } finally {
          idle--
        }
      }, options)
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads.push({ key, whenIdle: idle > 0 })
      return getItem.call(this, key)
    }
  })
}

/** The reads of `key` the current document has made so far. */
export const storageReads = (page: Page, key: string): Promise<StorageRead[]> =>
  page.evaluate(k => (window as unknown as { storageReads: StorageRead[] }).storageReads.filter(read => read.key === k), key)
