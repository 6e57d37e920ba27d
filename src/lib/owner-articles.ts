import { formatShortDate, parseIsoDate } from "./dates"
import { DEFAULT_READ_TIME } from "./read-time"

export const OWNER_FILTERS = [
  { id: "all", label: "All" },
  { id: "drafts", label: "Drafts" },
  { id: "published", label: "Published" },
] as const
export type OwnerFilter = (typeof OWNER_FILTERS)[number]["id"]

export const NO_POSTS_MESSAGE = "No posts found for the selected filter."

export interface OwnerArticle {
  status: string
  date?: string | null
  readTime?: string | null
  excerpt?: string | null
}

const matches = (filter: OwnerFilter, article: OwnerArticle): boolean =>
  filter === "all" || (filter === "drafts" ? article.status === "draft" : article.status !== "draft")

/** The posts a filter shows, newest first; posts without a usable date go last. */
export function filterArticles<T extends OwnerArticle>(articles: readonly T[], filter: OwnerFilter): T[] {
  const time = (article: T) => parseIsoDate(article.date ?? undefined)?.getTime() ?? Number.NEGATIVE_INFINITY
  return articles.filter(article => matches(filter, article)).sort((a, b) => time(b) - time(a))
}

/** How many posts each filter button would show. */
export function filterCounts(articles: readonly OwnerArticle[]): Record<OwnerFilter, number> {
  return {
    all: articles.length,
    drafts: articles.filter(article => matches("drafts", article)).length,
    published: articles.filter(article => matches("published", article)).length,
  }
}

/** The card's date: "Mar 10, 2018", or the spec's fallbacks for a missing or unreadable date. */
export function cardDate(date: string | null | undefined): string {
  if (!date?.trim()) return "No date"
  return formatShortDate(date)
}

export const cardReadTime = (readTime: string | null | undefined): string => readTime?.trim() || DEFAULT_READ_TIME

export const cardExcerpt = (excerpt: string | null | undefined): string => excerpt?.trim() || "No excerpt available"
