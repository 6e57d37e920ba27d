import fc from "fast-check"

// Markdown an author (or an attacker with the CMS) could write: raw HTML pieces of every kind a
// tokenizer knows, split by blank lines, inside lists and quotes, next to Markdown's own links.
// Shared by the generative test of the article's HTML (src/cms/markdown.property.test.ts) and its
// sample in Chromium (e2e/generated-articles.spec.ts).

/** Executable code in every payload: a page that holds it runs it, whatever else it does. */
export const CODE = "__ran()"

const TAGS = ["p", "div", "span", "a", "img", "b", "i", "em", "table", "td", "tr", "ul", "li", "dl", "dd", "details", "summary", "script", "style", "svg", "math", "iframe", "textarea", "title", "noscript", "template", "form", "input", "object", "xmp", "select", "base", "meta", "picture", "source"]
const ATTRIBUTES = ["href", "src", "srcset", "title", "alt", "class", "id", "style", "onerror", "onclick", "onload", "formaction", "action", "data-x", "xlink:href"]
const VALUES = [
  "x",
  `javascript:${CODE}`,
  `&#106;avascript:${CODE}`,
  `java\tscript:${CODE}`,
  "data:text/html,<script>__ran()</script>",
  "data:image/png;base64,AAAA",
  CODE,
  `"><script>${CODE}</script>`,
  `</p><img src=x onerror=${CODE}>`,
  `<script>${CODE}</script>`,
  "a > b",
  "&quot; onmouseover=__ran() x=&quot;",
  "#top",
  "/article/x",
  "https://example.com/a.jpg",
  "mailto:a@example.com",
  "vbscript:msgbox",
]

const quoted = fc.tuple(fc.constantFrom(...VALUES), fc.constantFrom('"', "'", "")).map(([value, quote]) => `${quote}${value}${quote}`)
const attribute = fc.tuple(fc.constantFrom(...ATTRIBUTES), quoted).map(([name, value]) => `${name}=${value}`)
const startTag = fc
  .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), fc.constantFrom(">", "/>", ""))
  .map(([tag, attributes, end]) => `<${[tag, ...attributes].join(" ")}${end}`)
const endTag = fc.constantFrom(...TAGS).map(tag => `</${tag}>`)
// The tokenizer's other states: comments, bogus comments, processing instructions, CDATA, doctypes, and their unterminated forms.
const oddity = fc.constantFrom("<!-- note -->", "<!--", "<!x", "<!x>", "<?x", "<?x?>", "<![CDATA[ x ]]>", "<![CDATA[", "<!DOCTYPE x>", "</ x>", "<", "&lt;script&gt;", "&amp;", "--!>", "-->")
const text = fc.constantFrom("text", "a > b", '"quoted"', "'single'", `${CODE}`, "*em*", "`code`", "[link](/x)", `[link](javascript:${CODE})`, `<javascript:${CODE}>`, "![pic](https://example.com/p.jpg)")
const rawPiece = fc.array(fc.oneof(startTag, endTag, oddity, text), { minLength: 1, maxLength: 6 }).map(parts => parts.join(""))

// Markdown's containers: a piece alone, in a list item, in a quote; pieces part at blank lines or run on.
const block = fc.tuple(rawPiece, fc.constantFrom("", "- ", "> ", "1. ", "    ")).map(([piece, container]) => piece.split("\n").map(line => container + line).join("\n"))
/** One article's Markdown body. */
export const generatedMarkdown = fc.array(fc.tuple(block, fc.constantFrom("\n\n", "\n", "\n\n\n")), { minLength: 1, maxLength: 5 }).map(blocks => blocks.map(([b, gap]) => b + gap).join(""))
