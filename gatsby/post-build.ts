import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { builtPages, type BuiltPage } from "./build/adapted-pages"
import { declaredTags, feeds, finishRssFeeds, languageArticles, listedArticles, styledFeedPaths, writeFeedStylesheets, writeLanguageFeeds } from "./feed"
import { writeHeaders } from "./headers"
import { writeLlmsTxt } from "./llms-txt"
import { writeRobots } from "./robots"
import { SEARCH_INDEX_QUERY, writeSearchIndex, type SearchIndexData } from "./search-index"
import { sideWorkDone } from "./side-work"
import { pruneStaleAssets, pruneStaleStaticFiles } from "./build/stale-assets"

/**
 * Files derived from the finished HTML, written side by side: the search index, security headers
 * and robots.txt; the feeds, whose RSS gatsby-plugin-feed has written by now (a site's own hooks
 * run after its plugins'), each language's Atom and JSON feeds from the same articles, the
 * stylesheets that show a feed to a person in a browser, and llms.txt. Then, once the work started
 * beside Gatsby's steps is done (the CMS's previews, the social images), the browser files of older
 * builds go, and what public/static/ holds of pictures and files the content no longer has.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, graphql, reporter, cache }) => {
  const siteDirectory = process.cwd()
  const publicDir = path.join(siteDirectory, "public")
  const pages = builtPages(getNodesByType)
  const tags = declaredTags(siteDirectory)
  // Pagefind indexes in a process of its own, from the pages' HTML alone: started first, it indexes
  // while every page's scripts are checked for its policy and this process writes the feeds.
  const searchIndex = writeSearchIndexOf(pages, { publicDir, siteDirectory }, { graphql, reporter, cache }).catch((error: unknown) =>
    reporter.panicOnBuild(`Search index: ${(error as Error).message}`),
  )
  // The headers' check of every page runs in a thread of its own meanwhile (gatsby/headers.ts).
  const headers = writeHeaders(publicDir, pages, styledFeedPaths(tags), reporter).catch((error: unknown) =>
    reporter.panicOnBuild(`Security headers: ${(error as Error).message}`),
  )
  try {
    writeRobots(publicDir)
    try {
      finishRssFeeds(publicDir, feeds(tags))
      writeFeedStylesheets(publicDir)
      const [articles, listed] = await Promise.all([languageArticles(graphql), listedArticles(graphql)])
      writeLanguageFeeds(publicDir, articles)
      writeLlmsTxt(publicDir, listed)
    } catch (error) {
      reporter.panicOnBuild(`Feeds and llms.txt: ${(error as Error).message}`)
    }
  } finally {
    // Neither the headers' check nor Pagefind's service may be left running, whatever failed meanwhile.
    await Promise.all([headers, searchIndex])
  }
  await sideWorkDone()
  const deleted = await pruneStaleAssets(publicDir, cache)
  if (deleted > 0) reporter.info(`browser files of older builds: ${deleted} deleted from public/`)
  const sourced = new Set(getNodesByType("File").map(file => file.internal.contentDigest))
  const unsourced = await pruneStaleStaticFiles(publicDir, cache, sourced)
  if (unsourced > 0) reporter.info(`files made from pictures and files the content no longer has: ${unsourced} deleted from public/static/`)
}

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]

/** The search index of the built pages, from the articles and experiments the build holds. */
async function writeSearchIndexOf(
  pages: readonly BuiltPage[],
  where: { publicDir: string; siteDirectory: string },
  { graphql, reporter, cache }: Pick<PostBuildArgs, "graphql" | "reporter" | "cache">,
): Promise<void> {
  const search = await graphql<SearchIndexData>(SEARCH_INDEX_QUERY)
  if (search.errors || !search.data) throw new Error(`could not read the articles and experiments: ${JSON.stringify(search.errors)}`)
  await writeSearchIndex({ ...where, cache }, pages.map(page => page.path), search.data, reporter)
}
