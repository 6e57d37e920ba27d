import fs from "node:fs"
import path from "node:path"
import type { GatsbyCache, Reporter } from "gatsby"
import type { PagefindIndex } from "pagefind"
import { SEARCH_BODY_ATTRIBUTE, SEARCH_BUNDLE_PATH, SEARCH_LANGUAGE, searchedPaths, type SearchArticle } from "../src/lib/search-pages"
import { writtenFile } from "./build/adapted-pages"
import { writeUnlessUnchanged } from "./build/derived-output"

// Pagefind's Node API is an ES module only, and Gatsby compiles this file to CommonJS, turning an
// import() into a require() that such a module refuses; a Function body keeps Node's own import().
const loadPagefind = new Function("return import('pagefind')") as () => Promise<typeof import("pagefind")>

export interface SearchIndexData {
  allArticle: { nodes: SearchArticle[] }
  allExperiment: { nodes: Array<{ path: string }> }
}

export const SEARCH_INDEX_QUERY = `
  query SearchIndexPages {
    allArticle { nodes { path status } }
    allExperiment { nodes { path } }
  }
`

// Pagefind writes its ready-made interfaces beside the index; the site searches through its own
// (src/features/search), in a page's main thread, so only pagefind.js, the WebAssembly and the index are served.
const UNUSED_FILE = new RegExp(`^(pagefind-(ui|component-ui|modular-ui|highlight|worker)\\.(js|css)|wasm\\.(?!${SEARCH_LANGUAGE}\\.).*\\.pagefind)$`)

/** A searched page: the address a reader uses, and the HTML file Gatsby wrote for it. */
interface SearchedPage {
  url: string
  file: string
}

// Pagefind's service indexes one page at a time, in the order the pages reach it. A few pages sent
// ahead keep it busy while this process reads the next files and reads its answers: the order, and
// so the index, stays the same.
const PAGES_AHEAD = 8

/** Adds one page to the index, or throws naming it when it has no search body or no title. */
async function addPage(index: PagefindIndex, { url, file }: SearchedPage): Promise<void> {
  const html = fs.readFileSync(file, "utf8")
  if (!html.includes(SEARCH_BODY_ATTRIBUTE)) throw new Error(`${url} has no ${SEARCH_BODY_ATTRIBUTE} element to index`)
  const added = await index.addHTMLFile({ url, content: html })
  if (added.errors.length || !added.file?.meta.title) throw new Error(`${url} could not be indexed with a title: ${added.errors.join("; ") || "no title"}`)
}

/** Indexes the pages into `outputPath`, and returns every file it wrote there. */
async function indexPages(pages: readonly SearchedPage[], outputPath: string): Promise<string[]> {
  const pagefind = await loadPagefind()
  const { index, errors } = await pagefind.createIndex({ forceLanguage: SEARCH_LANGUAGE })
  if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`)
  try {
    // Each sender takes the next page and sends it in one step, so pages leave in the list's order.
    // After a failure no page is taken, and the pages already sent are answered before Pagefind is
    // closed (closing it with answers owed crashes its service); the first failure in the list's
    // order is the one reported, as when pages went one at a time.
    let next = 0
    const failures: Array<{ at: number; error: unknown }> = []
    const sender = async () => {
      while (next < pages.length && failures.length === 0) {
        const at = next++
        await addPage(index, pages[at]).catch((error: unknown) => failures.push({ at, error }))
      }
    }
    await Promise.all(Array.from({ length: PAGES_AHEAD }, sender))
    if (failures.length > 0) throw failures.sort((a, b) => a.at - b.at)[0].error
    fs.rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length) throw new Error(written.errors.join("; "))
    for (const file of fs.readdirSync(outputPath)) if (UNUSED_FILE.test(file)) fs.rmSync(path.join(outputPath, file))
    const kept = fs.readdirSync(outputPath, { recursive: true, withFileTypes: true }).filter(entry => entry.isFile())
    return kept.map(entry => path.join(entry.parentPath, entry.name))
  } finally {
    await pagefind.close()
  }
}

/**
 * Writes public/pagefind/: the search index of the pages `searchedPaths` names, read from the HTML
 * Gatsby wrote (x/index.html, before the adapter lays it out as x.html) under the address a reader
 * uses (/article/foo, trailingSlash "never"). Each language is a filter of one index (see
 * SEARCH_LANGUAGE). Throws when a searched page has no search body or no title, naming it. A build
 * that leaves every searched page as it was keeps the last index.
 */
export async function writeSearchIndex(
  { publicDir, siteDirectory, cache }: { publicDir: string; siteDirectory: string; cache: GatsbyCache },
  builtPaths: readonly string[],
  data: SearchIndexData,
  reporter: Reporter,
): Promise<void> {
  const paths = searchedPaths(
    builtPaths,
    data.allArticle.nodes,
    data.allExperiment.nodes.map(experiment => experiment.path),
  )
  const pages = paths.map(url => ({ url, file: path.join(publicDir, writtenFile(url)) }))
  const files = pages.map(page => page.file)
  const output = { name: "search index", siteDirectory, inputs: files, alsoFrom: JSON.stringify(paths) }
  const result = await writeUnlessUnchanged(cache, output, async () => ({
    read: files,
    wrote: await indexPages(pages, path.join(publicDir, SEARCH_BUNDLE_PATH)),
  }))
  reporter.info(`search index: ${paths.length} pages in ${SEARCH_BUNDLE_PATH}${result === "kept" ? ", kept: no searched page changed" : ""}`)
}
