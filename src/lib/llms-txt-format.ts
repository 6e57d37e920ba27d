// /llms.txt (https://llmstxt.org): the site in one paragraph, then each language's articles.

import { byCodeUnits } from "./alphabetical"

export interface LlmsArticle {
  title: string
  /** absolute */
  url: string
  /** the excerpt; none gives a bare link */
  summary: string | null
  /** ISO date or date-time: the list is newest first */
  date: string
}

export interface LlmsSection {
  heading: string
  articles: readonly LlmsArticle[]
}

export interface LlmsTxt {
  /** the site's name, the file's one `#` heading */
  name: string
  /** one paragraph, the file's `>` quote */
  summary: string
  sections: readonly LlmsSection[]
}

/** One line of text, as a Markdown list item must be. */
const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim()

/**
 * Text on one line with every character escaped that could open markup in Markdown: no title or
 * excerpt can make a link or a picture (brackets), an autolink or raw HTML (angle brackets), code
 * or emphasis; and no heading, quote or list, being one line whose first character is escaped
 * when it could open one.
 */
const text = (raw: string): string =>
  oneLine(raw)
    .replace(/[\\`*_[\]<>]/g, "\\$&")
    // Where it follows "> " or "# ", a heading, quote, list or rule could still start: "## x", "- x", "1. x".
    .replace(/^[#>+\-=]/, "\\$&")
    .replace(/^(\d+)([.)])/, "$1\\$2")

/** An address a Markdown link can hold: http(s) only, serialized by the URL parser, parentheses encoded. */
function linkUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`llms.txt links only to http(s) addresses, not ${JSON.stringify(url)}`)
  return parsed.href.replace(/\(/g, "%28").replace(/\)/g, "%29")
}

const newestFirst = (a: LlmsArticle, b: LlmsArticle): number => Date.parse(b.date) - Date.parse(a.date) || byCodeUnits(a.url, b.url)

/**
 * The text of /llms.txt: `# name`, `> summary`, then a `##` section per language listing each
 * article newest first as `- [Title](url): summary`. The same input always gives the same text.
 */
export function llmsTxt({ name, summary, sections }: LlmsTxt): string {
  const blocks = [
    `# ${text(name)}`,
    `> ${text(summary)}`,
    ...sections.map(section => {
      const items = [...section.articles].sort(newestFirst).map(article => {
        const excerpt = article.summary ? text(article.summary) : ""
        return `- [${text(article.title)}](${linkUrl(article.url)})${excerpt ? `: ${excerpt}` : ""}`
      })
      return [`## ${text(section.heading)}`, ...(items.length ? ["", ...items] : [])].join("\n")
    }),
  ]
  return `${blocks.join("\n\n")}\n`
}
