// The parser gatsby-transformer-remark itself uses, with the site's options (gfm, and footnotes
// with inline notes): the plugin reads an original's headings with it, and the CMS's preview
// parses an entry with it as the build will.
const remark = require("remark")
const footnotes = require("remark-footnotes")
const gfm = require("remark-gfm")

/** The Markdown tree of a file's body. */
const parseMarkdown = markdown => remark().use(gfm).use(footnotes, { inlineNotes: true }).parse(markdown)

module.exports = { parseMarkdown }
