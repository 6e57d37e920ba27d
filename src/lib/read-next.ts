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
 * then newest first, then by slug.
 *
 * Each tag lists its articles in that last order (newest first, then by slug), and an article's
 * lists are walked together, one article at a time in the same order: an article met is met at the
 * head of every list of a tag it shares, so how many heads it holds is how many tags it shares. The
 * walk stops once three are found that share at least as many tags as the lists still holding any
 * article: every article not yet met comes later in that order, so it cannot rank before them.
 * Counting every article sharing a tag instead cost the square of the articles when one tag is on
 * most of them.
 */
function relatedIn(articles: readonly ReadNextCandidate[], time: (article: ReadNextCandidate) => number) {
  const newestFirst = [...articles].sort((a, b) => time(b) - time(a) || byCodeUnits(a.slug, b.slug))
  const byTag = new Map<string, ReadNextCandidate[]>()
  for (const article of newestFirst) {
    for (const tag of new Set(article.tags)) {
      const tagged = byTag.get(tag)
      if (tagged) tagged.push(article)
      else byTag.set(tag, [article])
    }
  }
  const place = new Map(newestFirst.map((article, index) => [article, index]))
  return (article: ReadNextCandidate): string[] => {
    const lists = [...new Set(article.tags)].map(tag => byTag.get(tag)!)
    const heads = lists.map(() => 0)
    const found: Array<{ other: ReadNextCandidate; shared: number }> = []
    for (;;) {
      let next: ReadNextCandidate | undefined
      lists.forEach((list, i) => {
        if (list[heads[i]] === article) heads[i]++
        const head = list[heads[i]]
        if (head && (!next || place.get(head)! < place.get(next)!)) next = head
      })
      if (!next) break
      let shared = 0
      lists.forEach((list, i) => {
        if (list[heads[i]] !== next) return
        shared++
        heads[i]++
      })
      // Met in order, an article sharing no more tags than the last found ranks after it.
      if (found.length < RELATED_LIMIT || shared > found[found.length - 1].shared) {
        found.push({ other: next, shared })
        found.sort((a, b) => b.shared - a.shared || place.get(a.other)! - place.get(b.other)!)
        found.length = Math.min(found.length, RELATED_LIMIT)
      }
      const unmet = lists.filter((list, i) => heads[i] < list.length).length
      if (found.length === RELATED_LIMIT && found[RELATED_LIMIT - 1].shared >= unmet) break
    }
    return found.map(({ other }) => other.id)
  }
}
