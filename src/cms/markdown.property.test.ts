/** @jest-environment node */
import fc from "fast-check"
import fromParse5 from "hast-util-from-parse5"
import type { Element, Root, RootContent } from "hast"
import { parse } from "parse5"
import { sanitized } from "../lib/safe-html"
import { previewHtml } from "./markdown"
import { generatedMarkdown } from "./test-support/generated-markdown"

// Each generated article (test-support/generated-markdown.ts) is either refused by the build's
// checks, or its page, parsed whole as a browser parses it, holds nothing outside the schema: no
// script, no handler, no address but the site's kinds, and the page after the article as the site
// wrote it. A failure prints its seed and path; rerun one with MARKDOWN_SEED=<seed>.

const SEED = Number(process.env.MARKDOWN_SEED ?? 20261202)
const RUNS = 3000

// The site's kinds of address: web, mail, the site's own places, and inline pictures.
const SITE_ADDRESS = /^(?:https?:|mailto:|data:image\/|[/#.?]|[^:]*$)/i
const ADDRESS_PROPERTIES = ["href", "src", "srcSet", "action", "formAction", "xLinkHref", "cite", "longDesc", "poster", "data"]

/** An address as a browser follows it: without the control characters and spaces it skips. */
const asBrowserReads = (address: string) => [...address].filter(character => character.charCodeAt(0) > 0x20).join("")

/** What the page holds of the article that a browser could run or follow outside the site's kinds. */
function escapes(node: Root | RootContent, found: string[]): string[] {
  if (node.type === "element") {
    const element = node as Element
    if (["script", "style", "iframe", "object", "embed", "base", "meta", "link", "form", "svg", "math", "template"].includes(element.tagName)) found.push(`<${element.tagName}>`)
    for (const [name, value] of Object.entries(element.properties ?? {})) {
      if (/^on/i.test(name)) found.push(`${name} on <${element.tagName}>`)
      if (ADDRESS_PROPERTIES.includes(name)) {
        const addresses = name === "srcSet" ? String(value).split(",").map(candidate => candidate.trim().split(/\s+/)[0]) : [String(value)]
        for (const address of addresses) if (!SITE_ADDRESS.test(asBrowserReads(address))) found.push(`${name}=${address} on <${element.tagName}>`)
      }
    }
  }
  if ("children" in node) for (const child of node.children) escapes(child, found)
  return found
}

const FOOTER = '<footer id="site-footer"><p>The page after the article</p></footer>'

/** The article's HTML as its page holds it, the page parsed whole: its container's content, and whether the page after it is intact. */
function inPage(html: string): { container: Element | undefined; pageIntact: boolean } {
  const document = fromParse5(parse(`<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main><div class="body">${html}</div></main>${FOOTER}</body></html>`)) as Root
  const htmlElement = document.children.find((node): node is Element => node.type === "element")
  const body = htmlElement?.children.find((node): node is Element => node.type === "element" && node.tagName === "body")
  const [main, footer, ...rest] = (body?.children ?? []).filter((node): node is Element => node.type === "element")
  const container = main?.children.find((node): node is Element => node.type === "element")
  const pageIntact = main?.children.length === 1 && footer?.tagName === "footer" && footer.properties?.id === "site-footer" && rest.length === 0
  return { container, pageIntact }
}

const asWritten = (path: string) => path

describe("an article's Markdown, generated", () => {
  it("is refused by the build, or its page holds only what the schema allows", async () => {
    await fc.assert(
      fc.asyncProperty(generatedMarkdown, async markdown => {
        const { html, problems } = await previewHtml(markdown, { lang: "en", status: "published" }, asWritten)
        if (problems.length) return true
        const { container, pageIntact } = inPage(html)
        expect(pageIntact).toBe(true)
        const content: Root = { type: "root", children: container?.children ?? [] }
        expect(escapes(content, [])).toEqual([])
        expect(JSON.stringify(stripPositions(sanitized(content)))).toBe(JSON.stringify(stripPositions(content)))
        return true
      }),
      { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: 50_000, markInterruptAsFailure: false, verbose: 1 },
    )
  }, 60_000)
})

/** A tree without where its nodes stood in the source, nor comments (which hold no element, attribute or address), to compare two trees by what they hold. */
function stripPositions(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter(child => child?.type !== "comment").map(stripPositions)
  if (!node || typeof node !== "object") return node
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== "position" && key !== "data")
      .map(([key, value]) => [key, stripPositions(value)]),
  )
}
