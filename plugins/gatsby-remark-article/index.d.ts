// Types of index.js (plain CommonJS because gatsby-transformer-remark requires it at run time).
import type { Root } from "mdast"

export interface ArticlePluginArgs {
  markdownAST: Root
  /** with a file, its body (what markdownAST was parsed from) too: problems are named by the file's line */
  markdownNode: { fileAbsolutePath?: string; rawMarkdownBody?: string; frontmatter?: Record<string, unknown>; children?: string[] }
  reporter: { panicOnBuild(message: string): void; warn(message: string): void }
  /** the build's nodes (not the CMS preview's): an Article dated ahead is a draft until its day */
  getNode?: (id: string) => Record<string, unknown> | undefined
  getNodesByType?: (type: string) => Array<Record<string, unknown>>
}

/** Checks a Markdown file's links, images and raw HTML, and applies the site's article rules to its tree. */
declare function articlePlugin(args: ArticlePluginArgs, options: { siteHost?: string; langs: readonly string[] }): Promise<Root>
export = articlePlugin
