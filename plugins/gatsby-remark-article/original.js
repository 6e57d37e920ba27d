// Which original a translation's file translates, by the build's rule (src/lib/article-source.ts), read
// from the files themselves: a Markdown plugin sees one file at a time.

const fs = require("node:fs")
const path = require("node:path")
const { readMarkdown } = require("../../src/lib/front-matter")
const { translationByFileName } = require("../../src/lib/translation-name")

/** The slug of the original a file translates: its translationOf, else the original its name {slug}-{lang}.md gives when that file is beside it. */
function originalSlugOf(markdownNode, langs) {
  if (!markdownNode.fileAbsolutePath) return null
  const stated = markdownNode.frontmatter && markdownNode.frontmatter.translationOf
  if (stated) return stated
  const folder = path.dirname(markdownNode.fileAbsolutePath)
  const named = translationByFileName(path.basename(markdownNode.fileAbsolutePath, ".md"), langs, slug => fs.existsSync(path.join(folder, `${slug}.md`)))
  return named && named.original
}

/** The file of the original a file translates, or null for an original or a translation whose original is missing. */
function originalFileOf(markdownNode, langs) {
  const slug = originalSlugOf(markdownNode, langs)
  if (!slug) return null
  const file = path.join(path.dirname(markdownNode.fileAbsolutePath), `${slug}.md`)
  return fs.existsSync(file) ? file : null
}

/** Whether a file is a draft or a translation of one, which is as private whatever its own status says (draftVersions). */
function isDraftVersion(markdownNode, langs) {
  if (markdownNode.frontmatter && markdownNode.frontmatter.status === "draft") return true
  const original = originalFileOf(markdownNode, langs)
  return original !== null && readMarkdown(fs.readFileSync(original, "utf8")).data.status === "draft"
}

/** The Article the build made of a file (gatsby/nodes.ts), or undefined where no node is made (the CMS preview). */
function articleOf({ markdownNode, getNode }) {
  if (!getNode) return undefined
  return (markdownNode.children || []).map(id => getNode(id)).find(node => node && node.internal.type === "Article")
}

/**
 * Whether the Article made of a file is a draft on this build's day because it, or its original, is
 * dated ahead (gatsby/nodes.ts decides that from the build's clock). Only the build has nodes: the
 * CMS preview, which runs this plugin too, has no build day.
 */
function isScheduledVersion(args) {
  const article = articleOf(args)
  if (!article) return false
  return article.scheduled || (article.translationOf !== null && args.getNodesByType("Article").some(other => other.slug === article.translationOf && other.scheduled))
}

/** Whether a file's text is private on this build: a draft's, a draft's translation's, or one dated ahead. */
const isPrivateVersion = (args, langs) => isDraftVersion(args.markdownNode, langs) || isScheduledVersion(args)

module.exports = { articleOf, isPrivateVersion, originalFileOf }
