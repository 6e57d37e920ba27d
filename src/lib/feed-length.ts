// How much of the blog a feed carries. A feed reader asks for the whole file on every visit, so a
// feed holds the newest articles in full and no more: it stays the same size however long the blog
// grows. The archive (/blog/archive) and the sitemap list every article.

import { byCodeUnits } from "./alphabetical"

/** How many articles each feed carries, in every format, language and tag. */
export const FEED_LENGTH = 20

/** What a feed needs to know of an article to choose it. */
export interface FeedCandidate {
  /** ISO date or date-time */
  date: string
  path: string
  /** published, or draft (a scheduled post is a draft until its day: src/lib/article-standing.ts) */
  status: string
}

/**
 * The moment an article's date names, in UTC, as text that sorts as the moments do, whatever form
 * the date was written in ("2025-01-11" and "2025-01-10T23:30:00-08:00" both come out as
 * 2025-01-11T…Z): an Article's publishedAt, by which every query that lists articles newest first
 * sorts them (the blog's pages, the home page, the drafts, and each feed, which so takes no more
 * articles than it carries: gatsby/feed.ts).
 */
export const publishedAt = (date: string): string => new Date(Date.parse(date)).toISOString()

const newestFirst = (a: FeedCandidate, b: FeedCandidate): number => Date.parse(b.date) - Date.parse(a.date) || byCodeUnits(a.path, b.path)

/**
 * The articles a feed carries: the FEED_LENGTH newest published ones, newest first, two of a day in
 * the order of their addresses so every build lists them alike. Anything but a published article
 * stays out, whatever the query that found it asked for.
 */
export function feedArticles<T extends FeedCandidate>(articles: readonly T[]): T[] {
  return articles
    .filter(article => article.status === "published")
    .sort(newestFirst)
    .slice(0, FEED_LENGTH)
}
