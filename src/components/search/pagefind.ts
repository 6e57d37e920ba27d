import type { Lang } from "../../lib/language"
import { LANGUAGE_FILTER, SEARCH_BUNDLE_PATH } from "../../lib/search-pages"
import { foundByQuery, MAX_HITS, otherLanguageCount, searchHit, type IndexedPage, type SearchHit, type SearchScope } from "../../lib/search"

/** The part of Pagefind's browser API (public/pagefind/pagefind.js, written by the build) the site uses. */
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>
  search(
    term: string,
    options: { filters: Record<string, string> },
  ): Promise<{ results: Array<{ data(): Promise<IndexedPage> }>; totalFilters: Record<string, Record<string, number>> }>
}

let pagefind: Promise<PagefindModule> | null = null

/**
 * Pagefind's script, fetched from the built site the first time a reader searches: webpack leaves
 * this import alone, so no page's own bundle carries any of it. It searches in the page's main
 * thread: its worker would be a second script that needs the WebAssembly allowance too, for an
 * index this small.
 */
function loadPagefind(): Promise<PagefindModule> {
  pagefind ??= import(/* webpackIgnore: true */ `${SEARCH_BUNDLE_PATH}pagefind.js`).then(async (module: PagefindModule) => {
    await module.options({ noWorker: true, excerptLength: 24 })
    return module
  })
  // A failed load (offline, say) is tried again on the next search.
  pagefind.catch(() => {
    pagefind = null
  })
  return pagefind
}

export interface SearchOutcome {
  /** how many pages matched in the scope searched */
  total: number
  /** the first of them (at most MAX_HITS) */
  hits: SearchHit[]
  /** how many of the results in every language are in other languages than the reader's */
  otherLanguages: number
}

const NOTHING: SearchOutcome = { total: 0, hits: [], otherLanguages: 0 }

/**
 * One query in the reader's language or in all: the first results' pages, and how many more the
 * other languages hold. A query that only found pages through Pagefind's cut-down retries (see
 * foundByQuery) found nothing, in any language: the retries happen only when no word of the whole
 * index starts like it.
 */
export async function runSearch(query: string, lang: Lang, scope: SearchScope): Promise<SearchOutcome> {
  const index = await loadPagefind()
  const search = (filters: Record<string, string>) => index.search(query, { filters })
  const response = await search(scope === "language" ? { [LANGUAGE_FILTER]: lang } : {})
  const pages = await Promise.all(response.results.slice(0, MAX_HITS).map(result => result.data()))
  if (pages.length && !pages.some(page => foundByQuery(page, query))) return NOTHING
  const outcome = { total: response.results.length, hits: pages.map(searchHit), otherLanguages: otherLanguageCount(response.totalFilters[LANGUAGE_FILTER], lang) }
  if (pages.length || !outcome.otherLanguages) return outcome
  // Nothing in the reader's language: whether the other languages' results were really found is in their first page.
  const [first] = (await search({})).results
  return first && foundByQuery(await first.data(), query) ? outcome : NOTHING
}
