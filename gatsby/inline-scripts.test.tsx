/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Reporter } from "gatsby"
import React, { type ReactNode } from "react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import { onRenderBody } from "../gatsby-ssr"
import { Hero } from "../src/components/home/Hero"
import { todaysQuoteOnLoad } from "../src/features/stoic-quotes/quote-rules"
import { StoicQuotes } from "../src/features/stoic-quotes/StoicQuotes"
import { inlineCode } from "../src/lib/inline-code"
import { FEED_POLICY, scriptHash } from "../src/lib/security-headers"
import { writeHeaders } from "./headers"
import { gtagPluginScripts, knownScripts } from "./inline-scripts"
import { pageScripts, scriptLoader, type KnownScripts } from "./page-scripts"

const MEASUREMENT_ID = "G-TEST123"
const COMPILATION_HASH = "8f07bd1c991cf878cf7b"
const CHUNK_MAP = JSON.stringify({ app: ["/app-1.js"], "component---src-pages-index-tsx": ["/component---src-pages-index-tsx-2.js"] })
// As Gatsby 5 writes its scripts' slice into every page.
const GATSBY_SCRIPTS = `<!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(CHUNK_MAP)};
          </script>
        <script>window.___webpackCompilationHash="${COMPILATION_HASH}";</script><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->`

/** A public/ folder holding what Gatsby writes beside the pages, and the pages given as path and body. */
function publicDirWith(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-scripts-"))
  fs.mkdirSync(path.join(dir, "page-data"))
  fs.writeFileSync(path.join(dir, "page-data", "app-data.json"), JSON.stringify({ webpackCompilationHash: COMPILATION_HASH }))
  fs.writeFileSync(path.join(dir, "chunk-map.json"), CHUNK_MAP)
  for (const [pagePath, body] of Object.entries(pages)) {
    const file = path.join(dir, pagePath, "index.html")
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, builtPage(pagePath, body))
  }
  return dir
}

/** A page as the build writes it: the site's head, the page's body, Gatsby's scripts. */
function builtPage(pagePath: string, body: string): string {
  const head = renderToStaticMarkup(<>{renderedBody().head}</>)
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body><div id="___gatsby">${body}</div><script id="gatsby-script-loader">${scriptLoader(pagePath)}</script>${GATSBY_SCRIPTS}</body></html>`
}

/** What gatsby-ssr's onRenderBody gives every page. */
function renderedBody() {
  const head: ReactNode[] = []
  const hook = onRenderBody as unknown as (args: { setHtmlAttributes: () => void; setHeadComponents: (components: ReactNode[]) => void }) => void
  hook({ setHtmlAttributes: () => undefined, setHeadComponents: components => void head.push(...components) })
  return { head }
}

const scriptsIn = (html: string): string[] => inlineCode(html).flatMap(code => (code.kind === "script" ? [code.text] : []))

const quiet = { info: () => undefined } as unknown as Reporter

describe("the known list of inline scripts", () => {
  const withAnalytics = <T,>(run: () => T): T => {
    const before = process.env.GATSBY_GA_MEASUREMENT_ID
    process.env.GATSBY_GA_MEASUREMENT_ID = MEASUREMENT_ID
    try {
      return run()
    } finally {
      if (before === undefined) delete process.env.GATSBY_GA_MEASUREMENT_ID
      else process.env.GATSBY_GA_MEASUREMENT_ID = before
    }
  }
  let known: KnownScripts
  let knownWithAnalytics: KnownScripts
  beforeAll(async () => {
    const dir = publicDirWith({})
    known = await knownScripts(dir, null)
    knownWithAnalytics = await knownScripts(dir, MEASUREMENT_ID)
  })

  it("holds the theme script gatsby-ssr writes into every head, and no analytics without an id", () => {
    const head = scriptsIn(renderToStaticMarkup(<>{renderedBody().head}</>))
    expect(head).toHaveLength(1)
    expect([...known.everyPage]).toContain(head[0])
    expect(known.everyPage.size).toBe(4)
  })

  it("holds the consent defaults gatsby-ssr writes with a measurement id", () => {
    const head = withAnalytics(() => scriptsIn(renderToStaticMarkup(<>{renderedBody().head}</>)))
    expect(head).toHaveLength(2)
    for (const script of head) expect([...knownWithAnalytics.everyPage]).toContain(script)
  })

  it("holds gatsby-plugin-google-gtag's configuration with the options Gatsby gives the plugin, defaults added", async () => {
    const [config] = await gtagPluginScripts(MEASUREMENT_ID)
    expect(config).toContain(`gtag('config', '${MEASUREMENT_ID}', {"link_attribution":true,"anonymize_ip":false,"send_page_view":false})`)
    expect([...knownWithAnalytics.everyPage]).toContain(config)
    expect(await gtagPluginScripts(null)).toEqual([])
  })

  it("holds the hero's pick of a tagline, as the hero renders it", () => {
    const hero = renderToString(<Hero taglines={["Coding"]} descriptions={[{ text: "A description", label: "d" }]} portrait={null} buildYear={2025} />)
    const scripts = scriptsIn(hero)
    expect(scripts).toHaveLength(1)
    expect([...known.everyPage]).toContain(scripts[0])
  })

  it("holds the day's quote script the quotes page renders, whatever its quotes", () => {
    for (const content of ["One", "</script><script>alert(1)</script>"]) {
      const quotes = [{ content, author: "Seneca", reference: "Letter 1", translation: "tr. Richard M. Gummere" }]
      const scripts = scriptsIn(renderToString(<StoicQuotes quotes={quotes} onLoadScript={todaysQuoteOnLoad()} />))
      expect(scripts).toEqual([todaysQuoteOnLoad()])
      expect([...known.everyPage]).toContain(scripts[0])
    }
  })

  it("admits Gatsby's scripts in the shape Gatsby writes them, the loader only for the page's own address", () => {
    const html = builtPage("/blog", "<p>Blog</p>")
    const { scripts, unknown } = pageScripts(html, ["/blog"], known)
    expect(unknown).toEqual([])
    expect(scripts).toHaveLength(4)
    expect(pageScripts(html, ["/about"], known).unknown).toEqual([expect.stringContaining('window.pagePath=\\"/blog\\"')])
  })

  it("admits a chunk mapping only when it holds the build's own map", () => {
    const html = builtPage("/blog", "").replace(JSON.stringify(CHUNK_MAP), JSON.stringify(JSON.stringify({ app: ["/evil.js"] })))
    expect(pageScripts(html, ["/blog"], known).unknown).toEqual([expect.stringContaining("window.___chunkMapping")])
  })
})

describe("a page holding code the build did not write", () => {
  let known: KnownScripts
  beforeAll(async () => {
    known = await knownScripts(publicDirWith({}), null)
  })
  const refusedIn = (body: string) => pageScripts(builtPage("/article/x", body), ["/article/x"], known).unknown

  it.each([
    ["an inline script", "<script>alert(1)</script>"],
    ["a module", '<script type="module">import("/x.js")</script>'],
    ["a script of a JavaScript type spelled oddly", '<script type=" Text/JavaScript ">alert(1)</script>'],
    ["a script of a type no browser runs today", '<script type="text/x-later">alert(1)</script>'],
    ["an SVG script", "<svg><script>alert(1)</script></svg>"],
    ["a script kept in a template", "<template><script>alert(1)</script></template>"],
    ["a script in an SVG element named template", "<svg><template><script>alert(1)</script></template></svg>"],
    ["an event handler", '<img src="/a.png" onerror="alert(1)">'],
    ["an event handler in SVG", '<svg><circle onload="alert(1)"/></svg>'],
    ["a javascript: link", '<a href="java\tscript:alert(1)">x</a>'],
    ["a javascript: form action", '<form action="JAVASCRIPT:alert(1)"></form>'],
  ])("is refused: %s", (_, body) => {
    expect(refusedIn(body)).toHaveLength(1)
  })

  it.each([
    ["a data block", '<script type="application/ld+json">{"@type":"BlogPosting"}</script>'],
    ["a script file of the site", '<script src="/app-1.js" async></script>'],
    ["text about javascript: in an attribute that is no address", '<img src="/a.png" alt="javascript: the good parts">'],
  ])("is admitted: %s", (_, body) => {
    expect(refusedIn(body)).toEqual([])
  })

  it("finding 1: a script smuggled across two raw HTML pieces fails header writing, naming the page", async () => {
    // Two pieces of an article's raw HTML, each harmless alone: the first ends in a bogus comment,
    // which runs on into the attribute value of the second, whose rest becomes markup.
    const article = `<div class="article-body"><p>Intro</p>\n<!x\n\n<img alt="><script>window.stolen=localStorage</script>">\n</div>`
    const dir = publicDirWith({ "/": "<p>Home</p>", "/article/x": article })
    const pages = [{ path: "/" }, { path: "/article/x" }]
    await expect(writeHeaders(dir, pages, [], quiet)).rejects.toThrow(
      /public\/article\/x\/index\.html: line [1-9]\d*: an inline script the build did not write: "window\.stolen=localStorage"/,
    )
    expect(fs.existsSync(path.join(dir, "_headers"))).toBe(false)
  })

  it("gives every page a policy that admits exactly its own known scripts", async () => {
    const hero = renderToString(<Hero taglines={["Coding"]} descriptions={[{ text: "A description", label: "d" }]} portrait={null} buildYear={2025} />)
    const dir = publicDirWith({ "/": hero, "/about": "<p>About</p>" })
    await writeHeaders(dir, [{ path: "/" }, { path: "/about" }], ["/es/blog/open source/rss.xml"], quiet)
    const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8")
    const policyOf = (rule: string) => new RegExp(`^${rule}\\n {2}Content-Security-Policy: (.*)$`, "m").exec(headers)?.[1]
    // A feed, at the address a browser asks for, gets the feeds' policy.
    expect(policyOf("/es/blog/open%20source/rss\\.xml")).toBe(FEED_POLICY)
    const hashesIn = (policy = "") => policy.match(/'sha256-[^']+'/g) ?? []
    const gatsby = (pagePath: string) => [scriptLoader(pagePath), `window.___webpackCompilationHash="${COMPILATION_HASH}";`]
    const [theme] = scriptsIn(builtPage("/", ""))
    const [pick] = scriptsIn(hero)
    const chunkMapping = inlineCode(builtPage("/", "")).find(code => code.kind === "script" && code.id === "gatsby-chunk-mapping")
    if (chunkMapping?.kind !== "script") throw new Error("the page has no chunk mapping")
    expect(new Set(hashesIn(policyOf("/")))).toEqual(new Set([theme, pick, chunkMapping.text, ...gatsby("/")].map(scriptHash)))
    expect(new Set(hashesIn(policyOf("/about")))).toEqual(new Set([theme, chunkMapping.text, ...gatsby("/about")].map(scriptHash)))
  })
})
