import { parse, type DefaultTreeAdapterMap } from "parse5"
import { schemeOf } from "./addresses"

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

const SVG = "http://www.w3.org/2000/svg"

/**
 * Script types a browser keeps as data and never runs. Every other type counts as code, the ones no
 * browser runs today included: a policy check that guesses wrong must refuse, not admit.
 */
const DATA_BLOCK_TYPES = new Set(["application/json", "application/ld+json"])

/** Attributes whose value a browser follows or loads as an address, where a javascript: address runs. */
const ADDRESS_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "data", "poster", "cite", "background"])

/** Code a page holds outside its script files, where the browser would find it. */
export type InlineCode =
  | { kind: "script"; text: string; id: string | undefined; line?: number }
  | { kind: "handler"; element: string; attribute: string; line?: number }
  | { kind: "address"; element: string; attribute: string; value: string; line?: number }

const attributeOf = (element: Element, name: string): string | undefined => element.attrs.find(attr => attr.name === name && !attr.prefix)?.value
const lineOf = (element: Element): number | undefined => element.sourceCodeLocation?.startLine

/** A script element whose code comes from a file: an HTML script's src, an SVG script's href. */
const isExternal = (element: Element): boolean =>
  element.namespaceURI === SVG ? element.attrs.some(attr => attr.name === "href") : attributeOf(element, "src") !== undefined

const isDataBlock = (element: Element): boolean => {
  const type = attributeOf(element, "type")
  return type !== undefined && DATA_BLOCK_TYPES.has(type.trim().toLowerCase())
}

const textOf = (element: Element): string => element.childNodes.map(child => (child.nodeName === "#text" ? (child as DefaultTreeAdapterMap["textNode"]).value : "")).join("")

function codeOf(element: Element): InlineCode[] {
  const found: InlineCode[] = []
  const line = lineOf(element)
  if (element.tagName === "script" && !isExternal(element) && !isDataBlock(element)) {
    found.push({ kind: "script", text: textOf(element), id: attributeOf(element, "id"), line })
  }
  for (const { name, value } of element.attrs) {
    if (/^on/i.test(name)) found.push({ kind: "handler", element: element.tagName, attribute: name, line })
    else if (ADDRESS_ATTRIBUTES.has(name.toLowerCase()) && schemeOf(value) === "javascript") found.push({ kind: "address", element: element.tagName, attribute: name, value, line })
  }
  return found
}

/**
 * Every piece of code a browser could run from the page's own HTML: inline scripts (a data block such
 * as JSON-LD is not one), event handler attributes and javascript: addresses. The page is parsed as a
 * browser parses it (parse5, scripting on), so markup hidden in comments or attribute values is what
 * the browser makes of it; templates' contents count too, as a script may clone them into the page.
 * With `lines`, each piece says on which line its element starts: that costs a third of the parse.
 */
export function inlineCode(html: string, { lines = false }: { lines?: boolean } = {}): InlineCode[] {
  const found: InlineCode[] = []
  const visit = (node: Node) => {
    if ("tagName" in node) {
      found.push(...codeOf(node))
      // Only HTML's template keeps its contents apart; a <template> inside SVG or MathML has children.
      if ("content" in node) visit((node as DefaultTreeAdapterMap["template"]).content)
    }
    if ("childNodes" in node) node.childNodes.forEach(visit)
  }
  visit(parse(html, { sourceCodeLocationInfo: lines }))
  return found
}
