// What Markdown may not carry: addresses a browser cannot follow or that lead anywhere but a web
// page, a mail or the site itself, and code. The build refuses them, naming the line. Raw HTML is
// held to an allowlist (raw-html.js).

const textOf = require("mdast-util-to-string")
const { rawHtmlProblems } = require("./raw-html")
const { isWebAddress, schemeOf } = require("../../src/lib/addresses")

// The schemes an address may have, as a browser reads it; one without a scheme is the site's own (a
// path, or a fragment of the page). A picture also comes inline, as data: (PICTURE_DATA keeps it to pictures).
const LINK_SCHEMES = new Set(["http", "https", "mailto"])
const PICTURE_SCHEMES = new Set(["http", "https", "data"])
const PICTURE_DATA = /^data:image\//i
const PROBE_BASE = "https://site.invalid/article/probe/"

// Markdown a link was meant to be, left as text because the address has a space or a stray bracket.
const UNREAD_LINK = /(!?)\[([^\]\n\uFFFC]*)\]\(([^)\n\uFFFC]*\)?)/

const lineOf = node => node.position.start.line
const newlinesIn = text => text.split("\n").length - 1

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
  const scheme = schemeOf(node.url)
  if (node.type === "image" && scheme !== null && (!PICTURE_SCHEMES.has(scheme) || (scheme === "data" && !PICTURE_DATA.test(node.url)))) {
    return `${what} points to a ${scheme}: address; a picture is the site's own, an http(s) address or an inline data:image/`
  }
  // A definition may serve a link or a picture: it is held to the links' rule, which data: pictures are not worth bending.
  if (node.type !== "image" && scheme !== null && !LINK_SCHEMES.has(scheme)) {
    return `${what} points to a ${scheme}: address; a link goes to an http(s) address, a mailto: address or the site's own pages`
  }
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

module.exports = { contentProblems }
