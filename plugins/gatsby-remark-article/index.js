// Article Markdown rules of the spec: line breaks are kept, external links open in a new
// tab, and a paragraph right after an image that starts with "Calce:" is a photo credit, labelled
// in the text's language (credits.js).
// Headings get anchors an article shares with its translation (anchors.js), fenced code a
// captioned frame that gatsby-remark-prismjs then highlights in (code-blocks.js), and GitHub's alerts
// become notes titled in the text's language (callouts.js). Links, images, raw HTML and callouts are
// checked first (content-checks.js, callouts.js): a mistake stops the build naming the file and line.
// Plain CommonJS because gatsby-transformer-remark requires its sub-plugins at run time.

const { anchorHeadings } = require("./anchors")
const { calloutProblems, makeCallouts } = require("./callouts")
const { frameCodeBlocks } = require("./code-blocks")
const { contentProblems } = require("./content-checks")
const { isPhotoCredit, labelPhotoCredit } = require("./credits")
const { articleOf, dependOnOriginal } = require("./original")
const { isWebAddress } = require("../../src/lib/addresses")
const { siteFile } = require("../../src/lib/site-file")

const addProperties = (node, properties) => {
  node.data = node.data || {}
  node.data.hProperties = { ...(node.data.hProperties || {}), ...properties }
}

function keepLineBreaks(node) {
  if (!Array.isArray(node.children)) return
  node.children = node.children.flatMap(child => {
    if (child.type !== "text" || !child.value.includes("\n")) {
      keepLineBreaks(child)
      return [child]
    }
    return child.value.split("\n").flatMap((value, i) => (i === 0 ? [{ type: "text", value }] : [{ type: "break" }, { type: "text", value }]))
  })
}

function visit(node, parent, index, siteHost, lang) {
  if (node.type === "link" && isWebAddress(node.url) && !new URL(node.url).host.endsWith(siteHost)) {
    addProperties(node, { target: "_blank", rel: "noopener noreferrer" })
  }
  if (node.type === "paragraph") {
    const previous = parent && parent.children[index - 1]
    if (isPhotoCredit(node, previous)) labelPhotoCredit(node, lang)
    keepLineBreaks(node)
  }
  if (Array.isArray(node.children)) node.children.forEach((child, i) => visit(child, node, i, siteHost, lang))
}

/** The file as an editor knows it (content/articles/foo.md). */
const displayPath = markdownNode => (markdownNode.fileAbsolutePath ? siteFile(markdownNode.fileAbsolutePath) : "Markdown")

/**
 * How many lines of the file come before the body gatsby-transformer-remark parsed (the
 * frontmatter's), which the tree's lines count from: the build counted them when it read the file
 * (gatsby/nodes.ts). The CMS preview's entry has no file.
 */
const linesBeforeBody = markdownNode => (markdownNode.fields && markdownNode.fields.linesBeforeBody) || 0

/**
 * The language the text is written in. The build has made the file's Article already
 * (gatsby/nodes.ts), which knows it from the front matter, the file's name or the text
 * (src/lib/article-source.ts); the CMS preview, which makes no nodes, passes the entry's in the front
 * matter. A page (about, now) is in English, as the site is.
 */
function languageOf(args) {
  const article = articleOf(args)
  return (article && article.lang) || (args.markdownNode.frontmatter && args.markdownNode.frontmatter.lang) || "en"
}

module.exports = async (args, { siteHost = "" } = {}) => {
  const problems = [...contentProblems(args.markdownAST), ...calloutProblems(args.markdownAST)]
  if (problems.length) {
    const file = displayPath(args.markdownNode)
    const offset = linesBeforeBody(args.markdownNode)
    args.reporter.panicOnBuild(problems.map(({ line, message }) => `${file}:${offset + line}: ${message}`).join("\n"))
  }
  // Before the line breaks are kept: a callout's marker is its own line.
  const lang = languageOf(args)
  makeCallouts(args.markdownAST, lang)
  visit(args.markdownAST, null, 0, siteHost, lang)
  frameCodeBlocks(args.markdownAST)
  await dependOnOriginal(args)
  await anchorHeadings(args)
  return args.markdownAST
}
