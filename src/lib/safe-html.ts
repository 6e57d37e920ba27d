import { defaultTreeAdapter, html as parse5Html, parse, parseFragment, type DefaultTreeAdapterMap, type ParserError } from "parse5"
import fromParse5 from "hast-util-from-parse5"
import { defaultSchema, sanitize, type Schema } from "hast-util-sanitize"
import toHtml from "hast-util-to-html"
import type { Element, Root, RootContent } from "hast"

// What an article, a project or a page contributes to its page is HTML that Markdown and the site's
// own plugins wrote, with raw HTML pieces of the author's among it. The page never embeds that
// string: it is parsed once as a browser parses it inside its container, held to one schema
// (GitHub's allowlist plus exactly what the site's plugins emit), and the page gets the schema's
// serialization. What the schema would take out stops the build instead, so the author learns of it.

/** Anchors of headings (plugins/gatsby-remark-article/anchors.js) and of callout titles (callouts.js). */
const HEADING_ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const CALLOUT_ID = /^callout_\d+$/
// Footnotes as remark-footnotes and mdast-util-to-hast write them: a mark links to its note and back.
const FOOTNOTE_MARK_ID = /^fnref-[A-Za-z0-9_-]+$/
const FOOTNOTE_ID = /^fn-[A-Za-z0-9_-]+$/
const CALLOUT_KIND = /^callout-(?:note|tip|important|warning|caution)$/
// gatsby-remark-prismjs's token classes ("token", "keyword", "header-name"…) and gatsby-remark-images' layout.
const PRISM_CLASS = /^[a-z][a-z-]*$/
const NUMBER = String.raw`\d+(?:\.\d+)?`
const PICTURE_WRAPPER_STYLE = new RegExp(String.raw`^position: relative; display: block; margin-left: auto; margin-right: auto; max-width: ${NUMBER}px; $`)
// The box that keeps a picture's place while it loads (gatsby-remark-images with `disableBgImage`).
const PICTURE_PLACEHOLDER_STYLE = new RegExp(String.raw`^padding-bottom: ${NUMBER}%; position: relative; bottom: 0; left: 0; display: block;$`)
const PICTURE_STYLE = /^width:100%;height:100%;margin:0;vertical-align:middle;position:absolute;top:0;left:0;$/

type Attribute = NonNullable<Schema["attributes"]>[string][number]
type Allowed = string | number | boolean | RegExp

/** GitHub's attributes of an element, with more allowed: the values of one name add to GitHub's values of it. */
function widen(tag: string, more: Record<string, Allowed[]>): Attribute[] {
  const github = (defaultSchema.attributes?.[tag] ?? []).map(attribute => (typeof attribute === "string" ? [attribute] : attribute))
  const names = new Set([...github.map(([name]) => name), ...Object.keys(more)])
  return [...names].map(name => {
    const values = [...github.filter(([own]) => own === name).flatMap(([, ...allowed]) => allowed), ...(more[name] ?? [])]
    const anyValue = github.some(attribute => attribute.length === 1 && attribute[0] === name) || (more[name] ?? null)?.length === 0
    return (anyValue ? name : [name, ...values]) as Attribute
  })
}

const ANY: Allowed[] = []
const headings = Object.fromEntries(["h1", "h2", "h3", "h4", "h5", "h6"].map(tag => [tag, widen(tag, { id: [HEADING_ANCHOR] })]))

/** GitHub's allowlist, plus exactly the elements, attributes and classes the site's own Markdown plugins write. */
export const SITE_SCHEMA: Schema = {
  ...defaultSchema,
  // Ids keep their names (anchors are addresses readers share); HEADING_ANCHOR and CALLOUT_ID bound them.
  clobber: [],
  clobberPrefix: "",
  tagNames: [...(defaultSchema.tagNames ?? []), "figure", "figcaption", "picture", "source", "nav"],
  attributes: {
    ...defaultSchema.attributes,
    // GitHub allows any id, prefixed; here only the anchors below. Nor may an article take a
    // keyboard shortcut or a place in the page's tab order.
    "*": (defaultSchema.attributes?.["*"] ?? []).filter(attribute => !["id", "accessKey", "tabIndex"].includes(attribute as string)),
    ...headings,
    // External links open in a new tab (plugins/gatsby-remark-article); headings link to themselves (anchors.js).
    a: widen("a", { className: ["heading-link", "footnote-ref", "footnote-backref"], target: ["_blank"], rel: ["noopener", "noreferrer"] }),
    // Code frames (code-blocks.js), gatsby-remark-prismjs's wrapper, callouts (callouts.js), the contents (src/lib/contents.ts).
    div: widen("div", {
      className: ["code-scroll", "gatsby-highlight", "callout", CALLOUT_KIND, "contents-stays", "footnotes"],
      tabIndex: [0],
      dataLanguage: [/^[a-z0-9_+#.-]+$/],
      role: ["note"],
      ariaLabelledBy: [CALLOUT_ID],
    }),
    figure: widen("figure", { className: ["code-block"] }),
    figcaption: widen("figcaption", { className: ["code-language"] }),
    p: widen("p", { className: ["photo-credit", "callout-title", "contents-title"], id: [CALLOUT_ID] }),
    pre: widen("pre", { className: [/^language-[a-z0-9_+#.-]+$/] }),
    nav: widen("nav", { className: ["contents-folded", "contents-beside"], ariaLabel: ANY }),
    ol: widen("ol", { className: ["contents-list"] }),
    li: widen("li", { className: ["contents-part"], id: [FOOTNOTE_ID] }),
    sup: widen("sup", { id: [FOOTNOTE_MARK_ID] }),
    span: widen("span", { className: [PRISM_CLASS], style: [PICTURE_WRAPPER_STYLE, PICTURE_PLACEHOLDER_STYLE] }),
    // gatsby-remark-images' responsive pictures.
    picture: [],
    source: widen("source", { srcSet: ANY, sizes: ANY, type: [/^image\/[a-z+]+$/] }),
    img: widen("img", {
      alt: ANY,
      title: ANY,
      srcSet: ANY,
      sizes: ANY,
      className: ["gatsby-resp-image-image"],
      loading: ["lazy"],
      decoding: ["async"],
      style: [PICTURE_STYLE],
    }),
  },
  protocols: {
    ...defaultSchema.protocols,
    // A link leads to a web page, a mail, or a place of this site (relative addresses have no protocol).
    href: ["http", "https", "mailto"],
    // A picture may be inline (the page's img-src allows data:); srcset is judged like src.
    src: [...(defaultSchema.protocols?.src ?? []), "data"],
    srcSet: ["http", "https"],
  },
}

export interface HtmlProblem {
  /** line of the HTML as the page would hold it, counted from 1 */
  line: number
  message: string
}

export interface SafeHtml {
  /** the schema's serialization: what the page embeds */
  html: string
  /** why the HTML cannot be embedded as written; empty when it can */
  problems: HtmlProblem[]
}

// Text of the page after the article's element.
const AFTER = "\uE000"

// Every page holds an article's HTML inside a <div> of its own.
const parseIn = (htmlText: string, onParseError?: (error: ParserError) => void) =>
  parseFragment(defaultTreeAdapter.createElement("div", parse5Html.NS.HTML, []), htmlText, { sourceCodeLocationInfo: true, onParseError })

const hastOf = (fragment: DefaultTreeAdapterMap["documentFragment"]): Root => fromParse5(fragment) as Root

type Nodes = Root | RootContent
// hast-util-from-parse5 and hast-util-to-html speak hast 2's types, hast-util-sanitize hast 3's: the trees are the same.
type SanitizedTree = Parameters<typeof sanitize>[0]

/** The tree as `schema` keeps it. */
export const sanitized = (tree: Root, schema: Schema = SITE_SCHEMA): Root => sanitize(tree as unknown as SanitizedTree, schema) as unknown as Root

/** A node without its place in the source, comments dropped (an author's notes to self never reach the page, and are no loss). */
function comparable(node: Nodes): unknown {
  if (node.type === "comment") return null
  if (node.type === "text") return { text: node.value }
  if (node.type === "element") {
    const { tagName, properties, children } = node as Element
    return { tagName, properties, children: children.map(comparable).filter(Boolean), content: (node as Element & { content?: Root }).content && comparable((node as Element & { content: Root }).content) }
  }
  if (node.type === "root") return { children: node.children.map(comparable).filter(Boolean) }
  return { other: node.type }
}

const describe = (element: Element): string => `<${element.tagName}>`
const lineOf = (node: Nodes): number => node.position?.start.line ?? 1

const shownValue = (value: unknown): string => {
  const text = Array.isArray(value) ? value.join(" ") : String(value)
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text)
}

/** What the schema takes out of `written` to make `kept`, element by element, in reading order. */
function removals(written: RootContent[], kept: RootContent[], problems: HtmlProblem[]): void {
  let k = 0
  for (const node of written) {
    if (node.type === "comment") continue
    const match = kept[k]
    if (node.type === "text") {
      if (match?.type === "text" && match.value === node.value) k += 1
      else if (node.value.trim()) problems.push({ line: lineOf(node), message: `text ${shownValue(node.value)} would go` })
      continue
    }
    if (node.type !== "element") {
      problems.push({ line: lineOf(node), message: `a ${node.type} would go` })
      continue
    }
    if (match?.type !== "element" || match.tagName !== node.tagName) {
      problems.push({ line: lineOf(node), message: `${describe(node)} is not allowed: the element would go` })
      continue
    }
    k += 1
    for (const [name, value] of Object.entries(node.properties ?? {})) {
      if (JSON.stringify(match.properties?.[name]) !== JSON.stringify(value)) {
        problems.push({ line: lineOf(node), message: `${describe(node)} attribute ${name}=${shownValue(value)} is not allowed as written: it would go` })
      }
    }
    removals(node.children, match.children, problems)
  }
}

/**
 * HTML as its page will hold it: parsed as a browser parses it inside an element of the page (where
 * it must close everything it opens and end no element it did not open), sanitized with SITE_SCHEMA,
 * and serialized again. Its problems say what the browser would read otherwise, or what the schema
 * would take out; the build refuses HTML with any.
 */
export function safeHtml(written: string, schema: Schema = SITE_SCHEMA): SafeHtml {
  const problems: HtmlProblem[] = []
  const tree = hastOf(
    parseIn(written, error => problems.push({ line: error.startLine, message: `the HTML is malformed (${error.code}): a browser would read it otherwise than it is written` })),
  )
  if (!problems.length && !readsAlone(written, tree)) {
    problems.push({ line: written.split("\n").length, message: "the HTML does not close inside itself (it ends an element it did not open, or leaves one open): a browser would read the page around it into it" })
  }
  const kept = sanitized(tree, schema)
  if (JSON.stringify(comparable(kept)) !== JSON.stringify(comparable(tree))) removals(tree.children, kept.children, problems)
  const html = toHtml(kept, { entities: { useNamedReferences: true } })
  // What the page gets must read as the tree it came from: a tree the parser built around misnested
  // markup (a list item foster-parented out of a table) can serialize into HTML that reads otherwise.
  if (!problems.length) {
    const reread = hastOf(parseIn(html))
    if (JSON.stringify(comparable(reread)) !== JSON.stringify(comparable(kept)) || !readsAlone(html, reread)) {
      problems.push({ line: 1, message: "the HTML is misnested: written out again, a browser would read it otherwise (move each element inside the one that holds it)" })
    }
  }
  return { html, problems }
}

/**
 * Whether the page reads the HTML as it reads it alone: placed in an element of the page, with more
 * of the page after that element, it must fill the element exactly as it fills a fragment, and the
 * page must go on after the element as it was written. An end tag the HTML never opened would close the page's element early;
 * anything left open (an element, a formatting element a browser reconstructs, a table that
 * foster-parents) would take the text in.
 */
function readsAlone(written: string, alone: Root): boolean {
  const document = fromParse5(parse(`<!DOCTYPE html><body><div><div>${written}</div>${AFTER}</div>`)) as Root
  const html = document.children.find((node): node is Element => node.type === "element")
  const body = html?.children.find((node): node is Element => node.type === "element" && node.tagName === "body")
  const [page, ...beyond] = body?.children ?? []
  if (page?.type !== "element" || beyond.length) return false
  const [container, after, ...rest] = page.children
  return (
    container?.type === "element" &&
    after?.type === "text" &&
    after.value === AFTER &&
    rest.length === 0 &&
    JSON.stringify(comparable({ type: "root", children: container.children })) === JSON.stringify(comparable(alone))
  )
}
