import { EXPERIMENTS_PATH, projectsPath, ZONES_PATH } from "./paths"

/** Where the built site's search index is served, and where the build writes it under public/. */
export const SEARCH_BUNDLE_PATH = "/pagefind/"

/** The pages of the site's own that are searched besides articles and experiments: the writing, the work, the experiments' list. */
export const SEARCHED_PAGES: readonly string[] = ["/about", "/now", projectsPath(), ZONES_PATH, EXPERIMENTS_PATH]

/** An article or translation as the search index sees it. */
export interface SearchArticle {
  path: string
  /** a translation of a draft is a draft too (gatsby/schema.ts) */
  status: string
}

/**
 * The pages the search index holds, by address: published articles and translations, the
 * pages above and each experiment's page, and only those the build really made. Never a draft,
 * the owner area, the not-found page, the newsletter's errand pages, a missing translation's
 * redirect, a list of cards (home, blog, tags, project categories: each card's page is searched
 * itself) or the search page. Gatsby gives its nodes in the order they were sourced, which changes
 * from one build to the next; Pagefind names its files by what it indexed in the order it was given,
 * so the same pages in another order made a new index.
 */
export function searchedPaths(builtPaths: readonly string[], articles: readonly SearchArticle[], experimentPaths: readonly string[]): string[] {
  const built = new Set(builtPaths)
  const published = articles.filter(article => article.status === "published").map(article => article.path)
  return [...new Set([...published, ...SEARCHED_PAGES, ...experimentPaths])].filter(path => built.has(path)).sort()
}

/** The attribute that marks the part of a page the index reads (Pagefind's); a searched page without it is a build error. */
export const SEARCH_BODY_ATTRIBUTE = "data-pagefind-body"

/**
 * The word rules (stemming) the one index is built with. Pagefind keeps one index per language and
 * searches a merged one with the first one's WebAssembly, so "all languages" over two indexes would
 * read one language with the other's rules; one index with each page's language as a filter gives
 * the reader's language first and every language one click later, from the same files.
 */
export const SEARCH_LANGUAGE = "en"

/** The filter that holds each searched page's language, from its `<html lang>`. */
export const LANGUAGE_FILTER = "lang"
