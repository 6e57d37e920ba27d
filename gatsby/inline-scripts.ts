import fs from "node:fs"
import path from "node:path"
import type { ReactElement } from "react"
import { pluginOptionsSchema as gtagOptionsSchema } from "gatsby-plugin-google-gtag/gatsby-node"
import { onRenderBody as gtagRenderBody } from "gatsby-plugin-google-gtag/gatsby-ssr"
import { Joi, validateOptionsSchema } from "gatsby-plugin-utils"
import { todaysQuoteOnLoad } from "../src/features/stoic-quotes/quote-rules"
import { consentScript, gtagPlugins } from "../src/lib/gtag-setup"
import { PICK_ON_LOAD } from "../src/lib/hero"
import { inlineCode, type InlineCode } from "../src/lib/inline-code"
import { themeInitScript } from "../src/lib/theme"

/**
 * The inline scripts a built page may run: the known list. A page's policy admits these by their
 * hash, each made from the function or constant that writes it, and a page holding any other code
 * stops the build. Nothing is admitted because a page holds it.
 *
 * The site's own:
 * - the theme, set before the first paint (gatsby-ssr.tsx: themeInitScript);
 * - with a measurement id, the analytics consent defaults (gatsby-ssr.tsx: consentScript) and
 *   gatsby-plugin-google-gtag's configuration, from the plugin's own onRenderBody given the options
 *   gatsby-config gives it, checked against its schema as Gatsby checks them;
 * - the hero's pick of a tagline (Hero.tsx: PICK_ON_LOAD);
 * - the day's quote (StoicQuotes.tsx: todaysQuoteOnLoad, the same text whatever the quotes, which
 *   come in a data block).
 *
 * Gatsby's, which it documents no way to know; each is admitted only in the exact shape Gatsby 5
 * writes it, from what the build wrote to public/:
 * - `gatsby-script-loader`, the page's own address: `window.pagePath="…"`, made from the path;
 * - the compilation hash, from page-data/app-data.json;
 * - `gatsby-chunk-mapping`, the map of the site's script files, the text of chunk-map.json. Gatsby
 *   indents it with spaces in the HTML, so this one script is read from the page, by its id, and
 *   admitted only when it is that map and nothing else.
 */
export interface KnownScripts {
  /** the scripts any page may run, as their text */
  everyPage: ReadonlySet<string>
  /** what the chunk mapping holds once the spaces around it are taken off */
  chunkMapping: string
}

/** The text Gatsby writes in the page of `pagePath` to tell its loader which page it is. */
export const scriptLoader = (pagePath: string): string => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`

const CHUNK_MAPPING_ID = "gatsby-chunk-mapping"

type ScriptElement = ReactElement<{ src?: string; dangerouslySetInnerHTML?: { __html: string } }>

/** The inline scripts gatsby-plugin-google-gtag writes into every page, with the options gatsby-config gives it. */
export async function gtagPluginScripts(measurementId: string | null): Promise<string[]> {
  const written: ScriptElement[] = []
  for (const plugin of gtagPlugins(measurementId)) {
    // Gatsby gives every plugin a `plugins` list, and its options once checked, defaults added.
    const schema = gtagOptionsSchema({ Joi }).append({ plugins: Joi.array().length(0) })
    const { value } = await validateOptionsSchema(schema, { ...structuredClone(plugin.options), plugins: [] })
    const collect = (components: ScriptElement[]) => void written.push(...components)
    gtagRenderBody({ setHeadComponents: collect, setPostBodyComponents: collect }, value)
  }
  return written.filter(element => element.type === "script" && !element.props.src).map(element => element.props.dangerouslySetInnerHTML?.__html ?? "")
}

/** The known list of this build: `publicDir` holds what Gatsby wrote, `measurementId` is the analytics id or null. */
export async function knownScripts(publicDir: string, measurementId: string | null): Promise<KnownScripts> {
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", "app-data.json"), "utf8")) as { webpackCompilationHash: string }
  const chunkMap = fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")
  const analytics = measurementId ? [consentScript(), ...(await gtagPluginScripts(measurementId))] : []
  return {
    everyPage: new Set([themeInitScript(), ...analytics, PICK_ON_LOAD, todaysQuoteOnLoad(), `window.___webpackCompilationHash="${webpackCompilationHash}";`]),
    chunkMapping: `window.___chunkMapping=${JSON.stringify(chunkMap)};`,
  }
}

/** What a page's check finds: the scripts its policy admits, and the code it holds that the build did not write. */
export interface PageScripts {
  scripts: string[]
  unknown: string[]
}

const excerpt = (text: string): string => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text)

/**
 * The inline scripts of a built page, each checked against the known list, for the page at `pagePaths`
 * (the not-found page answers at two). The page is read with a browser's parser only to tell which
 * of the known scripts it holds, and whether it holds anything else.
 */
export function pageScripts(html: string, pagePaths: readonly string[], known: KnownScripts): PageScripts {
  const checked = checkedScripts(inlineCode(html), pagePaths, known)
  // Lines are worth their cost only where there is something to point at: a page read again.
  return checked.unknown.length ? checkedScripts(inlineCode(html, { lines: true }), pagePaths, known) : checked
}

function checkedScripts(found: readonly InlineCode[], pagePaths: readonly string[], known: KnownScripts): PageScripts {
  const loaders = new Set(pagePaths.map(scriptLoader))
  const scripts = new Set<string>()
  const unknown: string[] = []
  for (const code of found) {
    if (code.kind === "handler") unknown.push(`line ${code.line}: an event handler attribute ${code.attribute} on <${code.element}>`)
    else if (code.kind === "address") unknown.push(`line ${code.line}: a javascript: address in ${code.attribute} of <${code.element}> (${excerpt(code.value)})`)
    else if (known.everyPage.has(code.text) || loaders.has(code.text)) scripts.add(code.text)
    else if (code.id === CHUNK_MAPPING_ID && code.text.trim() === known.chunkMapping) scripts.add(code.text)
    else unknown.push(`line ${code.line}: an inline script the build did not write: ${excerpt(code.text)}`)
  }
  return { scripts: [...scripts], unknown }
}
