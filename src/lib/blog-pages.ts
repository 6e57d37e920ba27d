import { listingPagePath } from "./paths"

/**
 * How many posts a page of the blog or of a tag lists: Hugo's and Docusaurus's default. A page's
 * HTML then stays the same size however many posts the blog has; /blog/archive lists them all.
 */
export const POSTS_PER_PAGE = 10

/** How many pages a list of posts takes: one at least, so the blog has its page before its first post. */
export const pageCount = (postCount: number, perPage: number = POSTS_PER_PAGE): number => Math.max(1, Math.ceil(postCount / perPage))

/** One page of the blog or of a tag, and which of the list's posts it shows. */
export interface BlogPage {
  /** 1 for the first page */
  number: number
  /** how many pages the list has */
  count: number
  path: string
  /** the posts before this page's first, in the list's order (newest first) */
  skip: number
  limit: number
}

/** The pages of a list of `postCount` posts whose first page is at `firstPath`. */
export function blogPages(firstPath: string, postCount: number, perPage: number = POSTS_PER_PAGE): BlogPage[] {
  const count = pageCount(postCount, perPage)
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    count,
    path: listingPagePath(firstPath, index + 1),
    skip: index * perPage,
    limit: perPage,
  }))
}

/** A numbered link of the pages' navigation, or null where numbers are left out. */
export type PageLink = { number: number; path: string; current: boolean } | null

export interface PageNavigation {
  /** the page of newer posts, the one before */
  previous: string | null
  /** the page of older posts, the one after */
  next: string | null
  links: PageLink[]
}

/** How many pages on each side of the current one the navigation names. */
const NEIGHBOURS = 2

/**
 * The navigation of page `number` of `count`: the first and last pages, the current one and its
 * neighbours, a gap for the rest (a single page left out is named instead), so that it holds nine
 * links at most however many pages there are.
 */
export function pageNavigation(firstPath: string, number: number, count: number): PageNavigation {
  const shown = new Set([1, count])
  for (let near = number - NEIGHBOURS; near <= number + NEIGHBOURS; near++) if (near >= 1 && near <= count) shown.add(near)
  // A gap in place of one page would take as much room as its number.
  for (const page of [...shown]) if (shown.has(page + 2) && !shown.has(page + 1)) shown.add(page + 1)
  const links: PageLink[] = []
  let before = 0
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (before && page > before + 1) links.push(null)
    links.push({ number: page, path: listingPagePath(firstPath, page), current: page === number })
    before = page
  }
  return {
    previous: number > 1 ? listingPagePath(firstPath, number - 1) : null,
    next: number < count ? listingPagePath(firstPath, number + 1) : null,
    links,
  }
}
