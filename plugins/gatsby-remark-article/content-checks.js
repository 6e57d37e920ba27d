// What Markdown may not carry: addresses a browser cannot follow, and code. The site's
// Content-Security-Policy trusts every inline script a built page holds, so a javascript: link or a
// <script> written in an article would be trusted and run; the build refuses it instead, naming the
// line. Raw HTML is held to an allowlist (raw-html.js).

const textOf = require("mdast-util-to-string")
const { rawHtmlPictures, rawHtmlProblems } = require("./raw-html")
const { isWebAddress, schemeOf } = require("../../src/lib/addresses")

const SCRIPT_SCHEMES = new Set(["javascript", "vbscript"])
const PROBE_BASE = "https://site.invalid/article/probe/"

// Markdown a link was meant to be, left as text because the address has a space or a stray bracket.
const UNREAD_LINK = /(!?)\[([^\]\n\uFFFC]*)\]\(([^)\n\uFFFC]*\)?)/

const lineOf = node => node.position.start.line
const newlinesIn = text => text.split("\n").length - 1

const isScriptAddress = address => SCRIPT_SCHEMES.has(schemeOf(address))

function isMalformed(address) {
  const scheme = schemeOf(address)
  if (scheme === "http" || scheme === "https") return !isWebAddress(address)
  if (scheme !== null) return false
  try {
    new URL(address, PROBE_BASE)
    return false
  } catch {
    return true
  }
}

const KINDS = { link: "link", image: "image", definition: "link definition" }
const labelOf = node => (node.type === "image" ? node.alt || "" : node.type === "definition" ? node.label || node.identifier : textOf(node))

function addressProblem(node) {
  const what = `${KINDS[node.type]} ${JSON.stringify(labelOf(node))}`
  if (isScriptAddress(node.url)) return `${what} points to a ${schemeOf(node.url)}: address; Markdown cannot add code to a page`
  if (isMalformed(node.url)) return `${what} has a malformed address ${JSON.stringify(node.url)}`
  return null
}

/** A bare address Markdown turned into a link of itself (https://example.com, www.example.com). */
const isAutolink = node => node.type === "link" && [textOf(node), `http://${textOf(node)}`].includes(node.url)

/** A parent's inline content as text, child by child, with anything but plain text (and autolinks, which are their own text) as a gap. */
const inlinePieces = node =>
  node.children.map(child => ({ child, text: child.type === "text" || isAutolink(child) ? textOf(child) : "\uFFFC" }))

/** The line of the file the character at `index` of the pieces' text stands on. */
function lineInPieces(pieces, index) {
  let start = 0
  for (const { child, text } of pieces) {
    if (index < start + text.length) return lineOf(child) + newlinesIn(text.slice(0, index - start))
    start += text.length
  }
}

function unreadLinkProblem(node) {
  const pieces = inlinePieces(node)
  const unread = UNREAD_LINK.exec(pieces.map(piece => piece.text).join(""))
  if (!unread) return null
  const [, bang, label, address] = unread
  const kind = bang ? "image" : "link"
  return {
    line: lineInPieces(pieces, unread.index),
    message:
      `${kind} ${JSON.stringify(label)} could not be read: its address ${JSON.stringify(address.replace(/\)$/, ""))} ` +
      "has a space or a bracket (write a space as %20)",
  }
}

/** Every problem of one Markdown tree, in reading order, each with the line of the file it is on; empty when the Markdown may be built. */
function contentProblems(tree) {
  const problems = []
  const visit = node => {
    if (node.url !== undefined && KINDS[node.type]) {
      const message = addressProblem(node)
      if (message) problems.push({ line: lineOf(node), message })
    } else if (node.type === "html") {
      for (const { line, message } of rawHtmlProblems(node.value)) problems.push({ line: lineOf(node) + line - 1, message })
    }
    if (!Array.isArray(node.children)) return
    if (node.children.some(child => child.type === "text")) {
      const unread = unreadLinkProblem(node)
      if (unread) problems.push(unread)
    }
    node.children.forEach(visit)
  }
  visit(tree)
  return problems
}

/**
 * An address that names a file of the site's content, which the picture plugins would turn into
 * files of public/ (they read "/images/a.jpg" beside the Markdown too); not one of another site, nor
 * a data: picture, which lives inside the text.
 */
const isPictureFile = address => schemeOf(address) === null

const inClear = "in a draft's body would be published in clear; add it when the article is published"

/**
 * A draft is sealed with the owner's password (gatsby/drafts.ts), but a picture file in its body
 * would be copied to public/ in clear, however it is written: inline, by reference ([p]: ./a.jpg)
 * or as raw <img>/<source>. One from another site is only named inside the sealed text.
 */
function draftPictureProblems(tree) {
  const definitions = new Map()
  const nodes = []
  const collect = node => {
    if (node.type === "definition") definitions.set(node.identifier, node)
    else nodes.push(node)
    if (Array.isArray(node.children)) node.children.forEach(collect)
  }
  collect(tree)
  return nodes.flatMap(node => {
    if (node.type === "image" && isPictureFile(node.url)) {
      return [{ line: lineOf(node), message: `picture ${JSON.stringify(node.alt || "")} (${node.url}) ${inClear}` }]
    }
    const definition = node.type === "imageReference" && definitions.get(node.identifier)
    if (definition && isPictureFile(definition.url)) {
      return [{ line: lineOf(node), message: `picture ${JSON.stringify(node.alt || "")} ([${definition.label}]: ${definition.url}) ${inClear}` }]
    }
    if (node.type !== "html") return []
    return rawHtmlPictures(node.value)
      .filter(picture => isPictureFile(picture.address))
      .map(({ line, tagName, address }) => ({ line: lineOf(node) + line - 1, message: `picture <${tagName}> (${address}) ${inClear}` }))
  })
}

module.exports = { contentProblems, draftPictureProblems }
