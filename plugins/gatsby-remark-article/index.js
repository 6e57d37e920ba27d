// Article Markdown rules of the spec: line breaks are kept, external links open in a new
// tab, and a paragraph right after an image that starts with "Calce:" is a photo credit.
// Headings get anchors an article shares with its translation (anchors.js), fenced code a
// captioned frame that gatsby-remark-prismjs then highlights in (code-blocks.js), and GitHub's alerts
// become notes titled in the text's language (callouts.js). Links, images, raw HTML and callouts are
// checked first (content-checks.js, callouts.js): a mistake stops the build naming the file and line.
// Plain CommonJS because gatsby-transformer-remark requires its sub-plugins at run time.

const fs = require("node:fs")
const { anchorHeadings } = require("./anchors")
const { calloutProblems, makeCallouts } = require("./callouts")
const { frameCodeBlocks } = require("./code-blocks")
const { contentProblems, draftPictureProblems } = require("./content-checks")
const { articleOf, isDraftVersion, isScheduledVersion } = require("./original")
const { isWebAddress } = require("../../src/lib/addresses")
const { siteFile } = require("../../src/lib/site-file")

const CREDIT = /^Calce:/

const isBlankText = node => node.type === "text" && !node.value.trim()
const isImageParagraph = node =>
  node && node.type === "paragraph" && node.children.some(c => c.type === "image") && node.children.every(c => c.type === "image" || isBlankText(c))
const firstText = node => {
  const child = node.children && node.children[0]
  if (!child) return ""
  return child.type === "text" ? child.value : firstText(child)
}
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

function visit(node, parent, index, siteHost) {
  if (node.type === "link" && isWebAddress(node.url) && !new URL(node.url).host.endsWith(siteHost)) {
    addProperties(node, { target: "_blank", rel: "noopener noreferrer" })
  }
  if (node.type === "paragraph") {
    const previous = parent && parent.children[index - 1]
    if (isImageParagraph(previous) && CREDIT.test(firstText(node))) addProperties(node, { className: ["photo-credit"] })
    keepLineBreaks(node)
  }
  if (Array.isArray(node.children)) node.children.forEach((child, i) => visit(child, node, i, siteHost))
}

/** The file as an editor knows it (content/articles/foo.md). */
const displayPath = markdownNode => (markdownNode.fileAbsolutePath ? siteFile(markdownNode.fileAbsolutePath) : "Markdown")

/**
 * How many lines of the file come before the body gatsby-transformer-remark parsed (the
 * frontmatter's), which the tree's lines count from. The body is the file's end.
 */
function linesBeforeBody(markdownNode) {
  if (!markdownNode.fileAbsolutePath) return 0
  const file = fs.readFileSync(markdownNode.fileAbsolutePath, "utf8")
  return file.slice(0, file.length - markdownNode.rawMarkdownBody.length).split("\n").length - 1
}

/**
 * The language the text is written in. The build has made the file's Article already
 * (gatsby/nodes.ts), which knows it from the front matter, the file's name or the text
 * (src/lib/article.ts); the CMS preview, which makes no nodes, passes the entry's in the front
 * matter. A page (about, now) is in English, as the site is.
 */
function languageOf(args) {
  const article = articleOf(args)
  return (article && article.lang) || (args.markdownNode.frontmatter && args.markdownNode.frontmatter.lang) || "en"
}

// langs: the site's languages, which name a translation's file ({slug}-{lang}.md).
module.exports = async (args, { siteHost = "", langs } = {}) => {
  // A build stops at the first panic, so the picture plugin after this one makes no file of a draft's picture.
  const isDraft = isDraftVersion(args.markdownNode, langs) || isScheduledVersion(args)
  const problems = [...contentProblems(args.markdownAST), ...calloutProblems(args.markdownAST), ...(isDraft ? draftPictureProblems(args.markdownAST) : [])]
  if (problems.length) {
    const file = displayPath(args.markdownNode)
    const offset = linesBeforeBody(args.markdownNode)
    args.reporter.panicOnBuild(problems.map(({ line, message }) => `${file}:${offset + line}: ${message}`).join("\n"))
  }
  // Before the line breaks are kept: a callout's marker is its own line.
  makeCallouts(args.markdownAST, languageOf(args))
  visit(args.markdownAST, null, 0, siteHost)
  frameCodeBlocks(args.markdownAST)
  await anchorHeadings(args, langs)
  return args.markdownAST
}
