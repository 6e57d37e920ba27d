// Types of index.js (plain CommonJS because gatsby-transformer-remark requires it at run time).
import type { Root } from "mdast"

export interface ArticlePluginArgs {
  markdownAST: Root
  /**
   * with a file, its body (what markdownAST was parsed from) too: problems are named by the file's
   * line; with no node made of it (the CMS preview), its front matter's `lang` is the language
   * callouts are titled in
   */
  markdownNode: {
    fileAbsolutePath?: string
    rawMarkdownBody?: string
    frontmatter?: Record<string, unknown>
    children?: string[]
    /** linesBeforeBody: the lines the file's front matter takes (gatsby/nodes.ts) */
    fields?: { linesBeforeBody?: number }
  }
  reporter: { panicOnBuild(message: string): void; warn(message: string): void }
  /**
   * the build's nodes (not the CMS preview's): the Article made of the file knows its language and
   * its original, whose text gives a translation its anchors
   */
  getNode?: (id: string) => Record<string, unknown> | undefined
  getNodesByType?: (type: string) => Array<Record<string, unknown>>
}

/** Checks a Markdown file's links, images, raw HTML and callouts, and applies the site's article rules to its tree. */
declare function articlePlugin(args: ArticlePluginArgs, options: { siteHost?: string }): Promise<Root>
export = articlePlugin
