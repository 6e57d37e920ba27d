import { CONFIRM_SUBSCRIPTION_PATH, NEWSLETTER_SUCCESS_PATH, UNSUBSCRIBE_PATH } from "./newsletter-links"
import { ownerAreaPath } from "./paths"

/** Pages every visitor may reach but no search engine should list: they carry noindex. */
const UNLISTED_PATHS = [NEWSLETTER_SUCCESS_PATH, UNSUBSCRIBE_PATH, CONFIRM_SUBSCRIPTION_PATH]

const isUnder = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`)

/**
 * The pages a sitemap lists: none of the owner area, no unlisted page, and nothing of a draft:
 * given a draft original's path, its translations and language redirects below it go too.
 */
export function sitemapPages<T extends { path: string }>(pages: readonly T[], draftPaths: readonly string[]): T[] {
  return pages.filter(
    page => !UNLISTED_PATHS.includes(page.path) && !isUnder(page.path, ownerAreaPath) && !draftPaths.some(draft => isUnder(page.path, draft)),
  )
}
