import type { Page } from "@playwright/test"

/** Runs the page's work `rate` times slower, as on a phone slower than the machine's cores. */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate })
}
