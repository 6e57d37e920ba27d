import type { Page } from "@playwright/test"

export interface SitemapUrl {
  loc: string
  /** the page's hreflang alternates, in order */
  alternates: Array<{ hreflang: string; href: string }>
  /** when the page last changed, where the sitemap says */
  lastmod: string | null
}

/** Every page the site's sitemaps list, read as a search engine reads them: from the index on, by the browser's XML parser. */
export async function sitemapUrls(page: Page): Promise<SitemapUrl[]> {
  await page.goto("/sitemap-index.xml")
  const sitemaps = await page.evaluate(() => Array.from(document.getElementsByTagName("loc"), loc => new URL(loc.textContent!).pathname))
  const urls: SitemapUrl[] = []
  for (const sitemap of sitemaps) {
    await page.goto(sitemap)
    const listed = await page.evaluate(() =>
      Array.from(document.getElementsByTagName("url"), url => ({
        loc: url.getElementsByTagName("loc")[0].textContent!,
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
        alternates: Array.from(url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link"), link => ({
          hreflang: link.getAttribute("hreflang")!,
          href: link.getAttribute("href")!,
        })),
      })),
    )
    urls.push(...listed)
  }
  return urls
}
