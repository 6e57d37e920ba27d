import type { Content, Root } from "mdast"
import toHtml from "hast-util-to-html"
import toHast from "mdast-util-to-hast"
import articlePlugin from "../../plugins/gatsby-remark-article"
import { headingList } from "../../plugins/gatsby-remark-article/anchors"
import { parseMarkdown } from "../../plugins/gatsby-remark-article/parse"
import { site } from "../config/site"
import type { Heading } from "../lib/contents"
import { safeHtml, SITE_SCHEMA } from "../lib/safe-html"

export interface PreviewHtml {
  html: string
  /** its headings, as gatsby-transformer-remark's `headings` field gives them to the article's contents */
  headings: Heading[]
  /** what the build would refuse in this Markdown, as its message says it */
  problems: string[]
}

// The CMS shows a picture it has just uploaded from a blob: address.
const PREVIEW_SCHEMA = { ...SITE_SCHEMA, protocols: { ...SITE_SCHEMA.protocols, src: [...(SITE_SCHEMA.protocols?.src ?? []), "blob"] } }

function pointImages(node: Root | Content, assetUrl: (path: string) => string): void {
  if (node.type === "image") node.url = assetUrl(node.url)
  if ("children" in node) for (const child of node.children) pointImages(child, assetUrl)
}

/**
 * An entry's Markdown as the build turns it into HTML: gatsby-transformer-remark's parser with the
 * site's options, then the site's article plugin (gatsby-config.ts), then what a page embeds of the
 * HTML (src/lib/safe-html.ts, as gatsby/embedded-html.ts uses it). Images point
 * where the CMS shows them, as the build's image plugin would point them at its processed copies.
 * The plugin is given no file, so it reads no other file (a translation's anchors are its own);
 * `frontmatter` gives what the build knows of the entry: `status` (a draft's checks) and `lang`
 * (the language its callouts are titled in).
 */
export async function previewHtml(markdown: string, frontmatter: Record<string, unknown>, assetUrl: (path: string) => string): Promise<PreviewHtml> {
  const markdownAST = parseMarkdown(markdown)
  const problems: string[] = []
  const reporter = { panicOnBuild: (message: string) => problems.push(message), warn: () => undefined }
  await articlePlugin({ markdownAST, markdownNode: { frontmatter }, reporter }, { siteHost: site.host })
  const htmlOf = () => toHtml(toHast(markdownAST, { allowDangerousHtml: true }), { allowDangerousHtml: true })
  // The build stops at the Markdown's checks first; the page's HTML is judged only after them.
  if (!problems.length) problems.push(...safeHtml(htmlOf()).problems.map(({ line, message }) => `line ${line} of the HTML: ${message}`))
  pointImages(markdownAST, assetUrl)
  return { html: safeHtml(htmlOf(), PREVIEW_SCHEMA).html, headings: headingList(markdownAST), problems }
}
