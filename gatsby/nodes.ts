import fs from "node:fs"
import path from "node:path"
import type { CreateNodeArgs, GatsbyNode, Node, NodePluginArgs } from "gatsby"
import { articleFromSource } from "../src/lib/article-source"
import { standingOf, type Standing, type Written } from "../src/lib/article-standing"
import { ContentError } from "../src/content-model/content-error"
import { contentPageFromSource } from "../src/lib/content-page-source"
import { projectFromSource } from "../src/lib/project-source"
import { siteFile } from "../src/lib/site-file"
import { bodyDigest } from "../src/lib/translation-freshness"
import { LANGS } from "../src/lib/language"
import { buildDay } from "./build-clock"

interface MarkdownNode extends Node {
  frontmatter?: Record<string, unknown>
  rawMarkdownBody?: string
}

interface FileNode extends Node {
  sourceInstanceName: string
  absolutePath: string
  name: string
}

interface ArticleNode extends Node, Written, Standing {
  slug: string
  translationOf: string | null
}

const MARKDOWN_IMAGE = /!\[[^\]]*\]\([^)]+\)|<img\s/i

type CreateNodeId = (seed: string) => string
type GetNode = (id: string) => Node | undefined

/**
 * An Article's id comes from its slug, so a translation finds its original's node, and an original
 * its translations', by id: whichever of the two files Gatsby reads first, the second to be made
 * finds the first.
 */
const articleId = (createNodeId: CreateNodeId, slug: string) => createNodeId(`Article-${slug}`)

/**
 * Whether a node's file is on disk. The nodes of a file deleted since the build before stay in
 * Gatsby's store until every plugin's sourceNodes has run, when Gatsby deletes them: until then
 * they are kept, but no file's.
 */
function fromFileOnDisk(getNode: GetNode, node: Node | undefined): boolean {
  let file = node
  // A File is a product node's grandparent: the bound stops a malformed chain of parents.
  for (let step = 0; file && file.internal.type !== "File" && step < 10; step++) file = getNode(file.parent ?? "")
  return file?.internal.type === "File" && fs.existsSync((file as FileNode).absolutePath)
}

/** The Article made of {slug}.md, if it is made yet. */
const articleNode = (getNode: GetNode, createNodeId: CreateNodeId, slug: string) => getNode(articleId(createNodeId, slug)) as ArticleNode | undefined

/** A node of the product's own, its digest taken of its fields, so that equal fields make an equal node. */
function productNode(fields: Record<string, unknown>, { id, parent, children, type }: { id: string; parent: string; children: string[]; type: string }, createContentDigest: NodePluginArgs["createContentDigest"]) {
  return { ...fields, id, parent, children, internal: { type, contentDigest: createContentDigest(fields) } }
}

/**
 * Makes an Article anew with its standing on `today` beside `original` (src/lib/article-standing.ts),
 * when that is not the standing it has: its original was made or changed after it.
 */
function judgeAgain(article: ArticleNode, original: Written | null, today: string, { actions, createContentDigest }: Pick<NodePluginArgs, "actions" | "createContentDigest">): void {
  const judged = standingOf(article, original, today)
  if ((Object.keys(judged) as Array<keyof typeof judged>).every(field => judged[field] === article[field])) return
  const { id, parent, children, internal, ...kept } = article
  actions.createNode(productNode({ ...kept, ...judged }, { id, parent: parent ?? "", children, type: internal.type }, createContentDigest))
}

/** The Markdown nodes onCreateNode has been called with in this build: Gatsby's cache kept the others. */
const madeThisBuild = new Set<string>()

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }) => (node as Node).internal.type === "MarkdownRemark"

/**
 * Each Markdown file becomes the product's own node: an Article, a Project or a ContentPage. The
 * Markdown node learns how many lines its file's front matter takes, by which the article plugin
 * names a problem's line in the file (plugins/gatsby-remark-article), reading no file itself.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = args => {
  madeThisBuild.add(args.node.id)
  makeProductNode(args)
  return recordLinesBeforeBody(args)
}

/** The lines of a Markdown file before its body: gatsby-transformer-remark gives the body alone. */
async function recordLinesBeforeBody({ node, getNode, loadNodeContent, actions }: CreateNodeArgs): Promise<void> {
  const file = getNode(node.parent ?? "")
  const body = (node as MarkdownNode).rawMarkdownBody
  if (!file || body === undefined) return
  const text = await loadNodeContent(file)
  actions.createNodeField({ node, name: "linesBeforeBody", value: text.slice(0, text.length - body.length).split("\n").length - 1 })
}

/** Makes the product's node of a Markdown node, and gives its id; none for a file of no product's, or a mistake. */
function makeProductNode({ node, getNode, actions, createNodeId, createContentDigest, reporter }: CreateNodeArgs): string | undefined {
  const markdown = node as MarkdownNode
  const file = getNode(node.parent ?? "") as FileNode | undefined
  if (!file) return
  // Outside the content checks below: a malformed SITE_BUILD_TIME is no mistake of this file's.
  const today = buildDay()
  const frontmatter = markdown.frontmatter ?? {}
  const body = markdown.rawMarkdownBody ?? ""
  const displayPath = siteFile(file.absolutePath)

  let fields: Record<string, unknown>
  let type: string
  try {
    if (file.sourceInstanceName === "articles") {
      const folder = path.dirname(file.absolutePath)
      const hasArticle = (slug: string) => fs.existsSync(path.join(folder, `${slug}.md`))
      const writtenOriginal = (slug: string) => {
        const original = articleNode(getNode, createNodeId, slug)
        return original && fromFileOnDisk(getNode, original) ? original : null
      }
      const article = articleFromSource({ file: displayPath, slug: file.name, frontmatter, body, hasArticle, today, writtenOriginal })
      type = "Article"
      fields = {
        ...article,
        file: displayPath,
        hasBodyImage: MARKDOWN_IMAGE.test(body),
        bodyDigest: bodyDigest(body),
      }
    } else if (file.sourceInstanceName === "projects") {
      type = "Project"
      fields = { ...projectFromSource({ file: displayPath, slug: file.name, frontmatter }) }
    } else if (file.sourceInstanceName === "pages") {
      type = "ContentPage"
      fields = { ...contentPageFromSource({ file: displayPath, name: file.name, frontmatter }) }
    } else {
      return
    }
  } catch (error) {
    reporter.panicOnBuild(error instanceof ContentError ? error.message : `${displayPath}: ${(error as Error).message}`)
    return
  }

  const id = type === "Article" ? articleId(createNodeId, fields.slug as string) : createNodeId(`${type}-${node.id}`)
  const other = type === "Article" ? getNode(id) : undefined
  if (other && other.parent !== node.id && getNode(other.parent ?? "")) {
    // A file moved to another folder since the build whose nodes are kept: Gatsby deletes the old
    // file's nodes after sourcing, and with them this one, which has the same id. Stopping says so.
    reporter.panicOnBuild(
      fromFileOnDisk(getNode, other)
        ? `${displayPath}: the article ${String(fields.slug)} is also ${String(other.file)}; rename one of the two files`
        : `${displayPath}: the article ${String(fields.slug)} was ${String(other.file)} in the build whose cache this build keeps, which would lose it: empty the cache (npm run clean; on Netlify, "Clear cache and deploy site") and build again`,
    )
    return
  }
  const child = productNode(fields, { id, parent: node.id, children: [], type }, createContentDigest)
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as unknown as Node })
  if (type === "Article" && !fields.translationOf) {
    // Its translations made before it were judged without it.
    for (const lang of LANGS) {
      const translation = articleNode(getNode, createNodeId, `${String(fields.slug)}-${lang}`)
      if (translation && translation.translationOf === fields.slug) judgeAgain(translation, child as unknown as ArticleNode, today, { actions, createContentDigest })
    }
  }
  return id
}

const PRODUCT_TYPES = new Set(["Article", "Project", "ContentPage"])

/**
 * A kept Markdown node made into its product node anew. What an earlier build's code made of it
 * under another id or type is deleted: Gatsby keeps every node of a file it finds unchanged.
 */
function remakeKept(args: CreateNodeArgs): Promise<void> {
  const earlier = [...args.node.children]
  const made = makeProductNode(args)
  for (const id of earlier) {
    const child = args.getNode(id)
    if (id !== made && child?.parent === args.node.id && PRODUCT_TYPES.has(child.internal.type)) args.actions.deleteNode(child)
  }
  return recordLinesBeforeBody(args)
}

/**
 * A build that finds a Markdown file unchanged keeps what an earlier build made of it (Gatsby's
 * cache, which Netlify restores) without calling onCreateNode. That build may have run other code,
 * which left out a field or worked one out otherwise, and ran on another day, on which an article's
 * standing depends: so nothing it made is trusted. Each kept Markdown node is made into its product
 * node again here, by this build's code on this build's day, as onCreateNode makes the others. A
 * node that comes out the same keeps its digest, so Gatsby runs again only the queries that read
 * one that changed; a node the earlier code made and this code does not is deleted. The order never
 * matters: an original made after its translations judges them again. The nodes of a file deleted
 * since are made into nothing: Gatsby deletes them after this hook.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async args => {
  const kept = args.getNodesByType("MarkdownRemark").filter(node => !madeThisBuild.has(node.id) && fromFileOnDisk(args.getNode, node))
  await Promise.all(kept.map(node => remakeKept({ ...args, node } as unknown as CreateNodeArgs)))
}
