import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { articleFromSource, standingOn, type ArticleRecord } from "../src/lib/article-source"
import { ContentError } from "../src/content-model/content-error"
import { contentPageFromSource } from "../src/lib/content-page-source"
import { projectFromSource } from "../src/lib/project-source"
import { siteFile } from "../src/lib/site-file"
import { bodyDigest } from "../src/lib/translation-freshness"
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

const MARKDOWN_IMAGE = /!\[[^\]]*\]\([^)]+\)|<img\s/i

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }) => (node as Node).internal.type === "MarkdownRemark"

/** Each Markdown file becomes the product's own node: an Article, a Project or a ContentPage. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId, createContentDigest, reporter }) => {
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
      const article = articleFromSource({ file: displayPath, slug: file.name, frontmatter, body, hasArticle, today })
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

  const child = {
    ...fields,
    id: createNodeId(`${type}-${node.id}`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as unknown as Node })
}

/**
 * A build that finds a Markdown file unchanged keeps the Article an earlier build made of it
 * (Gatsby's cache, which Netlify restores) without calling onCreateNode. Whether an article is
 * scheduled depends on the day, not on its file, so each build judges every kept Article again
 * here; one whose day has come is made anew, and Gatsby then runs again each query that reads it.
 * An Article onCreateNode makes during this build is judged on the same day, so the order of the
 * two never matters.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ getNodesByType, actions, createContentDigest }) => {
  const today = buildDay()
  for (const node of getNodesByType("Article")) {
    const { id, parent, children, internal, ...kept } = node
    const standing = standingOn(kept as unknown as ArticleRecord, today)
    if (standing.status === kept.status) continue
    const fields = { ...kept, ...standing }
    actions.createNode({ ...fields, id, parent, children, internal: { type: internal.type, contentDigest: createContentDigest(fields) } })
  }
}
