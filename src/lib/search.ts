import { isLang, SITE_LANG, type Lang } from "../content-model/lang"

/** The search page, and the address that shares a search: /search?q=escalas (and &lang=es for a Spanish reader's). */
export const SEARCH_PATH = "/search"

/** Which pages a search looks in: the reader's language, or every language. */
export type SearchScope = "language" | "all"

/** At most this many results are shown for one query (each one is a small file to fetch). */
export const MAX_HITS = 20

/** What a shared search address asks for: the words and, when given, the language to search first. */
export function searchFromAddress(search: string): { query: string; lang: Lang | null } {
  const params = new URLSearchParams(search)
  const lang = params.get("lang")
  return { query: (params.get("q") ?? "").trim(), lang: isLang(lang) ? lang : null }
}

/** The address of a search, to share or to keep in the search page's address bar. */
export function searchAddress(query: string, lang: Lang): string {
  const params = new URLSearchParams()
  if (query.trim()) params.set("q", query.trim())
  if (lang !== SITE_LANG) params.set("lang", lang)
  const search = params.toString()
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH
}

/** A piece of a result's excerpt: the matched words are marked. */
export interface ExcerptPart {
  text: string
  marked: boolean
}

// Pagefind escapes exactly these two in an excerpt.
const decode = (html: string) => html.replace(/&lt;/g, "<").replace(/&gt;/g, ">")

/**
 * Pagefind's excerpt (the page's text with `<`, `>` escaped and each match in `<mark>`) as plain
 * text pieces, so the page draws it as text and no markup of the index is ever inserted as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map(piece => {
      const marked = /^<mark>[\s\S]*<\/mark>$/.test(piece)
      return { text: decode(marked ? piece.slice(6, -7) : piece), marked }
    })
}

/** A page of the index as Pagefind gives it (`result.data()`), with the meta and filters the site's pages set. */
export interface IndexedPage {
  url: string
  /** the page's indexed text */
  content: string
  /** the positions, in words of `content`, of what matched */
  locations: number[]
  excerpt: string
  meta: Record<string, string | undefined>
  filters: Record<string, string[] | undefined>
}

/** One search result as the reader sees it. */
export interface SearchHit {
  url: string
  title: string
  excerpt: ExcerptPart[]
  /** ISO date of an article, or of a page's last update */
  date: string | null
  tags: string[]
  lang: Lang
}

export function searchHit(page: IndexedPage): SearchHit {
  const lang = page.filters.lang?.[0]
  return {
    url: page.url,
    title: page.meta.title ?? page.url,
    excerpt: excerptParts(page.excerpt),
    date: page.meta.date ?? null,
    tags: page.filters.tag ?? [],
    lang: isLang(lang) ? lang : "en",
  }
}

/** Results of the query in languages other than the reader's, from Pagefind's counts per language over every page. */
export function otherLanguageCount(countsByLang: Record<string, number> | undefined, lang: Lang): number {
  return Object.entries(countsByLang ?? {}).reduce((sum, [value, count]) => (value === lang ? sum : sum + count), 0)
}

/** Lower case, without accents or anything but letters and digits: words as the index compares them. */
const bareWords = (text: string): string[] => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * Whether a page was really found by the query. When no word of the index starts like a word of
 * the query, Pagefind retries with shorter and shorter beginnings of it, down to one letter
 * ("zzqxjv" finds the "Z" of "from A to Z"): a page whose matched words share not even their first
 * three letters (or the whole of a shorter query word) with the query was not asked for. A page
 * found by its title alone has no matched words in its text and counts as found.
 */
export function foundByQuery(page: Pick<IndexedPage, "content" | "locations">, query: string): boolean {
  if (!page.locations.length) return true
  const words = page.content.split(/\s+/)
  const starts = bareWords(query).map(word => word.slice(0, 3))
  return page.locations.some(location => bareWords(words[location] ?? "").some(word => starts.some(start => word.startsWith(start))))
}
