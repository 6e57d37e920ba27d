import path from "node:path"

/** The folder of the tests' own articles, which enter test builds only. */
export const FIXTURE_ARTICLES = path.join("e2e", "fixture-content", "articles")

/** Set by the test builds' scripts (build:e2e, and build:react through it); a deploy never sets it. */
export const TEST_CONTENT_VARIABLE = "SITE_TEST_CONTENT"

const CONTENT_FOLDERS = ["articles", "projects", "pages", "images", "docs"] as const

/**
 * The gatsby-source-filesystem instances: the owner's content/ folders, and in a test build the
 * tests' articles as more articles (the same source name, so the build treats them alike). A
 * production build reads content/ and nothing else.
 */
export function contentSources(root: string, env: Record<string, string | undefined>) {
  const folders = CONTENT_FOLDERS.map(name => ({ name, path: path.join(root, "content", name) }))
  if (env[TEST_CONTENT_VARIABLE] === "1") folders.push({ name: "articles", path: path.join(root, FIXTURE_ARTICLES) })
  return folders.map(options => ({ resolve: "gatsby-source-filesystem", options }))
}
