import fs from "node:fs"
import path from "node:path"
import { inlineCode, type InlineCode } from "../src/lib/inline-code"
import { canSearch } from "../src/lib/security-headers"

// A built page's check against the known list of inline scripts (gatsby/inline-scripts.ts).

/**
 * The inline scripts a built page may run, as gatsby/inline-scripts.ts makes the list: those of
 * every page, and Gatsby's map of the site's script files.
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
  if (checked.unknown.length === 0) return checked
  // Lines are worth their cost only where there is something to point at: the page is read again
  // for them, and the first reading decides.
  const withLines = checkedScripts(inlineCode(html, { lines: true }), pagePaths, known)
  return withLines.unknown.length === checked.unknown.length ? withLines : checked
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

/** Pages that share one policy: their addresses, and the files of public/ that hold them. */
export interface PageGroup {
  paths: readonly string[]
  files: readonly string[]
}

/** What a group's check finds: the scripts its policy admits, the code refused (by file and line), and whether it can search. */
export interface CheckedGroup {
  scripts: string[]
  refused: string[]
  search: boolean
}

/** Each group's pages read from `publicDir` and checked against the known list. */
export function checkPages(publicDir: string, groups: readonly PageGroup[], known: KnownScripts): CheckedGroup[] {
  return groups.map(({ paths, files }) => {
    const checked = files.map(file => {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8")
      const { scripts, unknown } = pageScripts(html, paths, known)
      return { scripts, refused: unknown.map(problem => `public${file}: ${problem}`), search: canSearch(html) }
    })
    return { scripts: checked.flatMap(page => page.scripts), refused: checked.flatMap(page => page.refused), search: checked.some(page => page.search) }
  })
}
