// Stable heading anchors shared by an article and its translation, so a reader who switches
// language mid-article lands on the same section. An original's anchors come from its own
// heading text; a translation takes its original's, heading by heading (the writers keep the
// same headings in the same order), so /article/foo#bar and /article/foo/es#bar are one place.

const fs = require("node:fs")
const path = require("node:path")
const { readMarkdown } = require("../../src/lib/front-matter")
const parse = require("./parse")
const textOf = require("mdast-util-to-string")
const { originalFileOf } = require("./original")

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

// The outline of each original this process has anchored, with the body it came from. The build
// makes originals' pages before translations' (gatsby/pages/articles.ts), so a translation finds
// its original's here instead of parsing the original a second time.
const anchoredOriginals = new Map()

/** The outline of a Markdown file's body: the depth and text of each heading. */
function outlineOfFile(absolutePath) {
  const { content } = readMarkdown(fs.readFileSync(absolutePath, "utf8"))
  const anchored = anchoredOriginals.get(absolutePath)
  if (anchored && anchored.body === content) return anchored.outline
  return outlineOf(headingsOf(parse.parseMarkdown(content)))
}

/** Whether two outlines line up heading for heading: as many headings, at the same levels. */
function sameShape(outline, other) {
  return outline.length === other.length && outline.every((heading, i) => heading.depth === other[i].depth)
}

/** The outline whose text names the anchors: a translation's original's when the two line up. */
async function anchorSource({ markdownNode, getRemarkFileDependency, context, reporter }, originalPath, ownOutline) {
  if (!originalPath) return ownOutline
  // Registers the original as a dependency, so the cached HTML is rebuilt when it changes.
  if (context && getRemarkFileDependency) await getRemarkFileDependency({ absolutePath: { eq: originalPath } })
  const originalOutline = outlineOfFile(originalPath)
  if (sameShape(ownOutline, originalOutline)) return originalOutline
  reporter.warn(
    `${path.basename(markdownNode.fileAbsolutePath)}: its headings do not line up with ${path.basename(originalPath)}'s ` +
      `(${ownOutline.length} against ${originalOutline.length}, or at other levels), so its anchors are its own ` +
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
async function anchorHeadings(args, langs) {
  const headings = headingsOf(args.markdownAST)
  if (headings.length === 0) return
  const outline = outlineOf(headings)
  const { markdownNode } = args
  const originalPath = originalFileOf(markdownNode, langs)
  if (markdownNode.fileAbsolutePath && !originalPath) {
    anchoredOriginals.set(markdownNode.fileAbsolutePath, { body: markdownNode.rawMarkdownBody, outline })
  }
  const source = await anchorSource(args, originalPath, outline)
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
