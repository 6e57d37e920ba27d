// Stable heading anchors shared by an article and its translation, so a reader who switches
// language mid-article lands on the same section. An original's anchors come from its own
// heading text; a translation takes its original's, heading by heading (the writers keep the
// same headings in the same order), so /article/foo#bar and /article/foo/es#bar are one place.

const path = require("node:path")
const parse = require("./parse")
const textOf = require("mdast-util-to-string")
const { originalOf } = require("./original")

/** ASCII letters and digits joined by hyphens: "¿Por qué C++?" becomes "por-que-c". */
function anchorOf(text) {
  const anchor = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
  return anchor || "section"
}

/** One anchor per heading, unique in the page: a repeated one gets -2, -3… */
function anchorsOf(texts) {
  const seen = new Map()
  return texts.map(text => {
    const anchor = anchorOf(text)
    const count = (seen.get(anchor) || 0) + 1
    seen.set(anchor, count)
    return count === 1 ? anchor : `${anchor}-${count}`
  })
}

/** Heading nodes in document order, including those nested in lists or quotes. */
function headingsOf(node) {
  if (node.type === "heading") return [node]
  return Array.isArray(node.children) ? node.children.flatMap(headingsOf) : []
}

const outlineOf = headings => headings.map(heading => ({ depth: heading.depth, text: textOf(heading) }))


/** Whether two outlines line up heading for heading: as many headings, at the same levels. */
function sameShape(outline, other) {
  return outline.length === other.length && outline.every((heading, i) => heading.depth === other[i].depth)
}

// An article's outline is kept in the plugin's cache under the digest of its text, for its
// translations: parsing the original again for each translation was a tenth of the page queries
// of 2,000 articles. Kept or parsed, it is the outline of the same text as the same parser reads it
// (the plugin changes no heading before it reads them), so the anchors do not depend on which of
// the two is rendered first.
const outlineKey = markdownNode => `outline-${markdownNode.internal.contentDigest}`

/**
 * Keeps an article's outline for its translations, where the build has a cache (the CMS's preview
 * has none), and only of the whole text: other plugins may run this one on a part of it (a
 * picture's caption, through gatsby-transformer-remark's parseString) with the article's node.
 */
async function keepOutline({ markdownAST, markdownNode, cache }, outline) {
  const digest = markdownNode.internal && markdownNode.internal.contentDigest
  const wholeText = typeof markdownNode.rawMarkdownBody === "string" && markdownAST.position && markdownAST.position.end.offset === markdownNode.rawMarkdownBody.length
  if (cache && digest && wholeText) await cache.set(outlineKey(markdownNode), outline)
}

/** A translation's original's outline: as kept when the original was rendered, or read from its text. */
async function originalOutline({ cache }, original) {
  const kept = cache && original.markdownNode.internal.contentDigest ? await cache.get(outlineKey(original.markdownNode)) : undefined
  return kept || outlineOf(headingsOf(parse.parseMarkdown(original.markdownNode.rawMarkdownBody)))
}

/**
 * The outline whose text names the anchors: a translation's original's when the two line up. The
 * original's is the outline of its text as the build's nodes hold it (original.js), kept when the
 * original was rendered or parsed here as every article is.
 */
async function anchorSource(args, original, ownOutline) {
  if (!original) return ownOutline
  const theirs = await originalOutline(args, original)
  if (sameShape(ownOutline, theirs)) return theirs
  args.reporter.warn(
    `${path.basename(args.markdownNode.fileAbsolutePath)}: its headings do not line up with ${path.basename(original.article.file)}'s ` +
      `(${ownOutline.length} against ${theirs.length}, or at other levels), so its anchors are its own ` +
      "and switching language from a section lands at the top of the page",
  )
  return ownOutline
}

// Nodes that render as links: a link cannot hold another. (A footnote's mark links to its note.)
const LINKS = new Set(["link", "linkReference", "footnote", "footnoteReference"])
const holdsLink = node => LINKS.has(node.type) || (Array.isArray(node.children) && node.children.some(holdsLink))

/**
 * Makes a heading's text the link to its own anchor, so a reader can copy or share the section's
 * address; its name stays the heading's text (the "#" beside it is drawn by the stylesheet).
 */
function linkToItself(heading, id) {
  if (holdsLink(heading)) return
  heading.children = [{ type: "link", url: `#${id}`, data: { hProperties: { className: ["heading-link"] } }, children: heading.children }]
}

/** Gives every heading of the page its anchor as its id, and makes it a link to that anchor. */
async function anchorHeadings(args) {
  const headings = headingsOf(args.markdownAST)
  const outline = outlineOf(headings)
  await keepOutline(args, outline)
  if (headings.length === 0) return
  const source = await anchorSource(args, originalOf(args), outline)
  anchorsOf(source.map(heading => heading.text)).forEach((id, i) => {
    const heading = headings[i]
    heading.data = heading.data || {}
    heading.data.id = id
    heading.data.hProperties = { ...(heading.data.hProperties || {}), id }
    linkToItself(heading, id)
  })
}

/**
 * A rendered tree's headings as gatsby-transformer-remark's `headings` field gives them (anchor,
 * text, level), for the CMS's preview, which has no GraphQL.
 */
const headingList = tree => headingsOf(tree).map(heading => ({ id: (heading.data && heading.data.id) || null, value: textOf(heading), depth: heading.depth }))

module.exports = { anchorHeadings, anchorOf, anchorsOf, headingList }
