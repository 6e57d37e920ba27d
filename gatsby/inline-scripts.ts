import fs from "node:fs"
import path from "node:path"
import type { ReactElement } from "react"
import { pluginOptionsSchema as gtagOptionsSchema } from "gatsby-plugin-google-gtag/gatsby-node"
import { onRenderBody as gtagRenderBody } from "gatsby-plugin-google-gtag/gatsby-ssr"
import { Joi, validateOptionsSchema } from "gatsby-plugin-utils"
import { todaysQuoteOnLoad } from "../src/features/stoic-quotes/quote-rules"
import { consentScript, gtagPlugins } from "../src/lib/gtag-setup"
import { PICK_ON_LOAD } from "../src/lib/hero"
import { themeInitScript } from "../src/lib/theme"
import type { KnownScripts } from "./page-scripts"

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
 *
 * `publicDir` holds what Gatsby wrote, `measurementId` is the analytics id or null;
 * gatsby/page-scripts.ts checks each page against the list.
 */
export async function knownScripts(publicDir: string, measurementId: string | null): Promise<KnownScripts> {
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", "app-data.json"), "utf8")) as { webpackCompilationHash: string }
  const chunkMap = fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")
  const analytics = measurementId ? [consentScript(), ...(await gtagPluginScripts(measurementId))] : []
  return {
    everyPage: new Set([themeInitScript(), ...analytics, PICK_ON_LOAD, todaysQuoteOnLoad(), `window.___webpackCompilationHash="${webpackCompilationHash}";`]),
    chunkMapping: `window.___chunkMapping=${JSON.stringify(chunkMap)};`,
  }
}
