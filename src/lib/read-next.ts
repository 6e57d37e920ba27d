import { draftVersions, type RoutedArticle } from "./article-routes"
import { parseIsoDate } from "./dates"

/** What the choice needs of an article or translation. */
export type ReadNextCandidate = Pick<RoutedArticle, "id" | "slug" | "lang" | "status" | "tags" | "translationOf"> & { date: string }

/** The ids an article's page ends with. */
export interface ReadNext {
  /** the article just older in the same language, if any */
  previous: string | null
  /** the article just newer in the same language, if any */
  next: string | null
  /** most shared tags first, then newest first */
  related: string[]
}

export const RELATED_LIMIT = 3

const time = (article: ReadNextCandidate): number => parseIsoDate(article.date)?.getTime() ?? 0

/** Oldest first; articles of one day by slug, so the order (and each page's links) never depends on file order. */
const byDate = (a: ReadNextCandidate, b: ReadNextCandidate): number => time(a) - time(b) || a.slug.localeCompare(b.slug, "en")

/**
 * What each public article and translation points to at its end, by id: the previous (older) and
 * next (newer) article in its language, and up to three others of its language sharing most of its
 * tags. Drafts and translations of drafts take no part: they are neither given nor shown.
 */
export function readNextByArticle(articles: readonly ReadNextCandidate[]): Map<string, ReadNext> {
  const drafts = new Set(draftVersions(articles))
  const chosen = new Map<string, ReadNext>()
  const languages = new Set(articles.map(a => a.lang))
  for (const lang of languages) {
    const inOrder = articles.filter(a => a.lang === lang && !drafts.has(a)).sort(byDate)
    inOrder.forEach((article, index) => {
      chosen.set(article.id, {
        previous: inOrder[index - 1]?.id ?? null,
        next: inOrder[index + 1]?.id ?? null,
        related: relatedTo(article, inOrder),
      })
    })
  }
  return chosen
}

/** Up to three of `others` sharing a tag with `article`: most shared tags first, then newest first, then by slug. */
function relatedTo(article: ReadNextCandidate, others: readonly ReadNextCandidate[]): string[] {
  const tags = new Set(article.tags)
  return others
    .filter(other => other !== article)
    .map(other => ({ other, shared: other.tags.filter(tag => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || time(b.other) - time(a.other) || a.other.slug.localeCompare(b.other.slug, "en"))
    .slice(0, RELATED_LIMIT)
    .map(({ other }) => other.id)
}
