// What Markdown may not carry: addresses a browser cannot follow, and code. The site's
// Content-Security-Policy trusts every inline script a built page holds, so a <script> written in
// an article would be trusted and run; the build refuses it instead, naming the file.

const textOf = require("mdast-util-to-string")
const { isWebAddress, schemeOf } = require("../../src/lib/addresses")

const SCRIPT_SCHEMES = new Set(["javascript", "vbscript"])
const PROBE_BASE = "https://site.invalid/article/probe/"

// Markdown a link was meant to be, left as text because the address has a space or a stray bracket.
const UNREAD_LINK = /(!?)\[([^\]\n\uFFFC]*)\]\(([^)\n\uFFFC]*\)?)/
const SCRIPT_TAG = /<script\b/i
const EVENT_HANDLER = /<[a-z][^>]*?[\s/"'](on[a-z]+)\s*=/i
const ATTRIBUTE_VALUE = /=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g

/** Undoes the character references an attribute value may hide a scheme behind (&#106;avascript&colon;). */
const decodeReferences = value =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&colon;/gi, ":")
    .replace(/&(tab|newline);/gi, " ")

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

function htmlProblem(html) {
  const shown = JSON.stringify(html.trim().slice(0, 80))
  if (SCRIPT_TAG.test(html)) return `raw HTML ${shown} holds a <script>; Markdown cannot add code to a page`
  const handler = EVENT_HANDLER.exec(html)
  if (handler) return `raw HTML ${shown} has an inline event handler (${handler[1]}); Markdown cannot add code to a page`
  for (const [, double, single, bare] of html.matchAll(ATTRIBUTE_VALUE)) {
    const value = decodeReferences(double ?? single ?? bare)
    if (isScriptAddress(value)) return `raw HTML ${shown} has a ${schemeOf(value)}: address; Markdown cannot add code to a page`
  }
  return null
}

/** A bare address Markdown turned into a link of itself (https://example.com, www.example.com). */
const isAutolink = node => node.type === "link" && [textOf(node), `http://${textOf(node)}`].includes(node.url)

/** A parent's inline content as text, with anything but plain text (and autolinks, which are their own text) as a gap. */
const inlineText = node =>
  node.children
    .map(child => (child.type === "text" || isAutolink(child) ? textOf(child) : "\uFFFC"))
    .join("")

function unreadLinkProblem(node) {
  const unread = UNREAD_LINK.exec(inlineText(node))
  if (!unread) return null
  const [, bang, label, address] = unread
  const kind = bang ? "image" : "link"
  return (
    `${kind} ${JSON.stringify(label)} could not be read: its address ${JSON.stringify(address.replace(/\)$/, ""))} ` +
    "has a space or a bracket (write a space as %20)"
  )
}

/** Every problem of one Markdown tree, in reading order; empty when the Markdown may be built. */
function contentProblems(tree) {
  const problems = []
  const visit = node => {
    let problem = null
    if (node.url !== undefined && KINDS[node.type]) problem = addressProblem(node)
    else if (node.type === "html") problem = htmlProblem(node.value)
    if (problem) problems.push(problem)
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
 * A draft is sealed with the owner's password (gatsby/drafts.ts), but a picture file in its body
 * would be copied to public/ in clear; one from another site is only named inside the sealed text.
 */
function draftPictureProblems(tree) {
  const problems = []
  const visit = node => {
    if (node.type === "image" && !isWebAddress(node.url)) {
      problems.push(
        `picture ${JSON.stringify(node.alt || "")} (${node.url}) in a draft's body would be published in clear; ` +
          "add it when the article is published",
      )
    }
    if (Array.isArray(node.children)) node.children.forEach(visit)
  }
  visit(tree)
  return problems
}

module.exports = { contentProblems, draftPictureProblems }
