// /llms.txt (https://llmstxt.org): the site in one paragraph, then each language's articles.

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

/** A link's text with the characters that would end it escaped. */
const linkText = (text: string): string => oneLine(text).replace(/[\\[\]]/g, "\\$&")

/** An address a Markdown link can hold: parentheses and spaces encoded. */
const linkUrl = (url: string): string => url.replace(/\(/g, "%28").replace(/\)/g, "%29").replace(/ /g, "%20")

const newestFirst = (a: LlmsArticle, b: LlmsArticle): number => Date.parse(b.date) - Date.parse(a.date) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)

/**
 * The text of /llms.txt: `# name`, `> summary`, then a `##` section per language listing each
 * article newest first as `- [Title](url): summary`. The same input always gives the same text.
 */
export function llmsTxt({ name, summary, sections }: LlmsTxt): string {
  const blocks = [
    `# ${oneLine(name)}`,
    `> ${oneLine(summary)}`,
    ...sections.map(section => {
      const items = [...section.articles].sort(newestFirst).map(article => {
        const text = article.summary ? oneLine(article.summary) : ""
        return `- [${linkText(article.title)}](${linkUrl(article.url)})${text ? `: ${text}` : ""}`
      })
      return [`## ${oneLine(section.heading)}`, ...(items.length ? ["", ...items] : [])].join("\n")
    }),
  ]
  return `${blocks.join("\n\n")}\n`
}
