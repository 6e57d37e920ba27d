import type { Locator, Page } from "@playwright/test"
import { SEARCH_TEXT } from "../src/components/search/texts"
import type { Lang } from "../src/lib/language"
import { expect } from "./fixtures"

/** Opens search with the navigation's button and waits for its field. */
export async function openSearch(page: Page, lang: Lang = "en"): Promise<{ dialog: Locator; field: Locator }> {
  await page.getByRole("button", { name: "Search", exact: true }).click()
  return searchDialog(page, lang)
}

/** The open search dialog, in the language of the page it was opened on. */
export async function searchDialog(page: Page, lang: Lang): Promise<{ dialog: Locator; field: Locator }> {
  const dialog = page.getByRole("dialog", { name: SEARCH_TEXT[lang].title })
  const field = dialog.getByRole("searchbox", { name: SEARCH_TEXT[lang].label })
  await expect(field).toBeFocused()
  return { dialog, field }
}

/** The result that links to a page, by its address. */
export const resultFor = (scope: Locator, path: string) => scope.getByRole("listitem").filter({ has: scope.page().locator(`a[href="${path}"]`) })

/** How far the page is wider than the window (a phone must never scroll sideways). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
