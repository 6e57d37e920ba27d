// What a Markdown plugin knows of an article beyond its own text comes from the build's nodes: the
// Article gatsby/nodes.ts made of the file holds its standing, decided once when the node was made
// (src/lib/article-standing.ts), and names its original, whose own nodes hold the original's text.

/** The Article the build made of a file, or undefined where no node is made (the CMS preview, a project, a page). */
function articleOf({ markdownNode, getNode }) {
  if (!getNode) return undefined
  return (markdownNode.children || []).map(id => getNode(id)).find(node => node && node.internal.type === "Article")
}

// Where each slug's Article is: learnt from the list of every Article once per process, and again
// only when a slug is not where it was (an article made or renamed since). Searching the list for
// each translation made a site's text cost a pass over all its articles per translation: minutes of
// the build at 10,000 articles.
let articleIds = new Map()

/** The Article whose slug is `slug`, if there is one. */
function articleWithSlug({ getNode, getNodesByType }, slug) {
  const known = articleIds.get(slug)
  const node = known === undefined ? undefined : getNode(known)
  if (node && node.slug === slug) return node
  articleIds = new Map(getNodesByType("Article").map(each => [each.slug, each.id]))
  const id = articleIds.get(slug)
  return id === undefined ? undefined : getNode(id)
}

/**
 * A translation's original: its Article and the Markdown node it was made of, which holds its text;
 * null for an original, for a translation whose original is missing, and where no nodes are made.
 */
function originalOf(args) {
  const article = articleOf(args)
  if (!article || !article.translationOf) return null
  const original = articleWithSlug(args, article.translationOf)
  const markdownNode = original && args.getNode(original.parent)
  return markdownNode ? { article: original, markdownNode } : null
}

/**
 * Makes a translation's rendering depend on its original's file, whose standing and headings it
 * takes: Gatsby renders it again, rather than reuse its cached tree, once the original changes.
 */
async function dependOnOriginal(args) {
  const original = originalOf(args)
  if (original && args.context && args.getRemarkFileDependency) await args.getRemarkFileDependency({ id: { eq: original.markdownNode.parent } })
}

/** Whether a file's text is private on this build: a draft's, a post's still to come, or a translation of either. */
const isPrivateVersion = args => {
  const article = articleOf(args)
  return Boolean(article) && article.status === "draft"
}

module.exports = { articleOf, dependOnOriginal, isPrivateVersion, originalOf }
