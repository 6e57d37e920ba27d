import { publicVersions, type RoutedArticle } from "./article-routes"
import { byCodeUnits } from "./alphabetical"
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

/**
 * What each public article and translation points to at its end, by id: the previous (older) and
 * next (newer) article in its language, and up to three others of its language sharing most of its
 * tags. Drafts and translations of drafts take no part: they are neither given nor shown.
 */
export function readNextByArticle(articles: readonly ReadNextCandidate[]): Map<string, ReadNext> {
  const readable = new Set(publicVersions(articles))
  // Dates read once: a site of thousands of articles compares them millions of times.
  const times = new Map(articles.map(article => [article, parseIsoDate(article.date)?.getTime() ?? 0]))
  const time = (article: ReadNextCandidate): number => times.get(article)!
  // Oldest first; articles of one day by slug, so the order (and each page's links) never depends on file order.
  const byDate = (a: ReadNextCandidate, b: ReadNextCandidate): number => time(a) - time(b) || byCodeUnits(a.slug, b.slug)
  const chosen = new Map<string, ReadNext>()
  for (const lang of new Set(articles.map(a => a.lang))) {
    const inOrder = articles.filter(a => a.lang === lang && readable.has(a)).sort(byDate)
    const related = relatedIn(inOrder, time)
    inOrder.forEach((article, index) => {
      chosen.set(article.id, { previous: inOrder[index - 1]?.id ?? null, next: inOrder[index + 1]?.id ?? null, related: related(article) })
    })
  }
  return chosen
}

/**
 * For each of `articles`, up to three of the others sharing a tag with it: most shared tags first,
 * then newest first, then by slug. Only articles sharing a tag are counted, through an index by tag.
 */
function relatedIn(articles: readonly ReadNextCandidate[], time: (article: ReadNextCandidate) => number) {
  const byTag = new Map<string, ReadNextCandidate[]>()
  for (const article of articles) {
    for (const tag of new Set(article.tags)) {
      const tagged = byTag.get(tag)
      if (tagged) tagged.push(article)
      else byTag.set(tag, [article])
    }
  }
  return (article: ReadNextCandidate): string[] => {
    const shared = new Map<ReadNextCandidate, number>()
    for (const tag of new Set(article.tags)) {
      for (const other of byTag.get(tag) ?? []) if (other !== article) shared.set(other, (shared.get(other) ?? 0) + 1)
    }
    const rank = (a: ReadNextCandidate, b: ReadNextCandidate): number => shared.get(b)! - shared.get(a)! || time(b) - time(a) || byCodeUnits(a.slug, b.slug)
    return firstInOrder(shared.keys(), RELATED_LIMIT, rank).map(other => other.id)
  }
}

/** The first `count` of `items` in `order`, without sorting them all (an article can share a tag with thousands). */
function firstInOrder<T>(items: Iterable<T>, count: number, order: (a: T, b: T) => number): T[] {
  const first: T[] = []
  for (const item of items) {
    if (first.length === count && order(item, first[count - 1]) >= 0) continue
    first.push(item)
    first.sort(order)
    if (first.length > count) first.pop()
  }
  return first
}
