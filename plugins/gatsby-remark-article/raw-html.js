// Raw HTML an article may carry: what hast-util-sanitize's default schema (GitHub's allowlist)
// keeps as written, judged piece by piece so that the build can name the line of the Markdown. The
// page is safe without it: it embeds only the sanitizer's output of the whole HTML
// (src/lib/safe-html.ts). The HTML is read by parse5's tokenizer, as a browser reads it, never by
// patterns.
// Plain CommonJS because gatsby-transformer-remark requires its sub-plugins at run time; free of
// Node's modules because the CMS's preview runs the same checks in the browser.

const { Tokenizer, defaultTreeAdapter, html } = require("parse5")
const fromParse5 = require("hast-util-from-parse5")
const { defaultSchema, sanitize } = require("hast-util-sanitize")

const SCHEMA = {
  ...defaultSchema,
  // Tags are judged one by one, without the tree a browser would build around them.
  ancestors: {},
  protocols: {
    ...defaultSchema.protocols,
    // Addresses the default lets through on any scheme.
    action: ["http", "https"],
    srcSet: ["http", "https"],
    // A picture may be inline: the page's img-src allows data: (PICTURE_DATA keeps it to pictures).
    src: [...defaultSchema.protocols.src, "data"],
  },
}
const PICTURE_DATA = /^data:image\//i
const SHOWN_VALUE_LENGTH = 60
const REFUSED = "is not allowed in Markdown: GitHub's allowlist of safe HTML does not keep"

/** Whether sanitize keeps an element with these properties as they are (values are strings, numbers, booleans or lists of them). */
function keepsAsWritten(tagName, properties) {
  const [kept] = sanitize({ type: "root", children: [{ type: "element", tagName, properties, children: [] }] }, SCHEMA).children
  if (!kept) return false
  return Object.entries(properties).every(([key, value]) => JSON.stringify(kept.properties[key]) === JSON.stringify(value))
}

/** sanitize judges an address by its scheme alone: a data: one must also hold a picture. */
const isOtherData = ({ src }) => typeof src === "string" && src.startsWith("data:") && !PICTURE_DATA.test(src)

/** An attribute as the hast properties sanitize judges (class="a b" is className ["a", "b"]). */
const propertiesOf = (tagName, attribute) => fromParse5(defaultTreeAdapter.createElement(tagName, html.NS.HTML, [attribute])).properties

const shown = value => JSON.stringify(value.length > SHOWN_VALUE_LENGTH ? `${value.slice(0, SHOWN_VALUE_LENGTH)}…` : value)

function tagProblems({ tagName, attrs, location }) {
  if (!keepsAsWritten(tagName, {})) return [{ line: location.startLine, message: `raw HTML <${tagName}> ${REFUSED} that element` }]
  return attrs
    .filter(attribute => {
      const properties = propertiesOf(tagName, attribute)
      return !keepsAsWritten(tagName, properties) || isOtherData(properties)
    })
    .map(({ name, value }) => ({
      line: location.attrs[name].startLine,
      message: `raw HTML <${tagName}> attribute ${name}=${shown(value)} ${REFUSED} it as written`,
    }))
}

/**
 * Every start tag of one piece of raw HTML, as a browser's tokenizer reads it (references decoded,
 * names lower-cased, a ">" inside quotes left in its value), and where the piece stops inside one.
 * Tags rather than a tree: building a tree drops or moves some tags, while a browser gives a <body
 * onload> found inside the page's body to that body.
 */
function readTags(piece) {
  const tags = []
  let cutOff = null
  const ignore = () => {}
  const handler = {
    onStartTag: tag => tags.push(tag),
    onParseError: error => {
      if (error.code.startsWith("eof-")) cutOff = error
    },
    onEndTag: ignore,
    onComment: ignore,
    onDoctype: ignore,
    onEof: ignore,
    onCharacter: ignore,
    onNullCharacter: ignore,
    onWhitespaceCharacter: ignore,
  }
  // A piece may end with the line break before the blank line; a cut-off is named on its last line of text.
  new Tokenizer({ sourceCodeLocationInfo: true }, handler).write(piece.trimEnd(), true)
  return { tags, cutOff }
}

/**
 * Every problem of one piece of raw HTML (an mdast `html` node's value), lines counted from its first.
 * Markdown ends a piece at a blank line and a page joins the pieces up with the text between them: a
 * piece that stops inside a tag would take that text as attributes (<img src=x, blank line,
 * onerror=…>). So a piece must stop outside any tag or comment; one that does reads the same in the
 * page as on its own, the elements that change how a browser reads what follows them (<textarea>,
 * <style>, <svg>…) being refused.
 */
function rawHtmlProblems(piece) {
  const { tags, cutOff } = readTags(piece)
  const problems = tags.flatMap(tagProblems)
  if (cutOff) {
    problems.push({
      line: cutOff.startLine,
      message: `raw HTML stops inside a tag or comment (${cutOff.code}): Markdown ends raw HTML at a blank line, and a browser would read what follows into it`,
    })
  }
  return problems
}

module.exports = { rawHtmlProblems }
