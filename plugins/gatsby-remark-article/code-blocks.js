// Fenced code as the article shows it: a figure captioned with the language's name, the code in a
// box that scrolls sideways and takes keyboard focus (so a keyboard can scroll it). The colours come
// later in the build from gatsby-remark-prismjs, which turns each code node into highlighted HTML
// where it stands, inside this frame; the copy button is added in the browser (copy-buttons.ts).

const prismComponents = require("prismjs/components")

// What a fence's info string may name as its language. gatsby-remark-prismjs writes the info string
// into attributes unescaped, so anything else (a quote, a bracket) is not taken as a language at all,
// and the rest of the info string (Prism's line options) is dropped.
const LANGUAGE_NAME = /^[a-z0-9][a-z0-9_+#.-]*$/i

/** The fence's language as gatsby-remark-prismjs should read it, or null for plain text. */
const languageOf = node => (node.lang && LANGUAGE_NAME.test(node.lang) ? node.lang.toLowerCase() : null)

/** How a reader knows a language: Prism's own title for it or for its alias ("js" is JavaScript), else as the writer named it. */
function languageTitle(language) {
  const { languages } = prismComponents
  if (languages[language]) return languages[language].title
  for (const entry of Object.values(languages)) {
    const aliases = [].concat(entry.alias || [])
    if (aliases.includes(language)) return (entry.aliasTitles && entry.aliasTitles[language]) || entry.title
  }
  return language
}

const element = (tagName, properties, children) => ({ type: `article${tagName}`, data: { hName: tagName, hProperties: properties }, children })

/** One code block in its frame: caption (when it names a language) and scrolling box. */
function framed(code) {
  const language = languageOf(code)
  code.lang = language
  code.meta = null
  const caption = language ? [element("figcaption", { className: ["code-language"] }, [{ type: "text", value: languageTitle(language) }])] : []
  return element("figure", { className: ["code-block"] }, [...caption, element("div", { className: ["code-scroll"], tabIndex: 0 }, [code])])
}

/** Puts every fenced code block of the tree in its frame. */
function frameCodeBlocks(node) {
  if (!Array.isArray(node.children)) return
  node.children = node.children.map(child => {
    if (child.type === "code") return framed(child)
    frameCodeBlocks(child)
    return child
  })
}

module.exports = { frameCodeBlocks, languageTitle }
