export const WORDS_PER_MINUTE = 225
export const DEFAULT_READ_TIME = "5 min"

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean)
  return words.length
}

/** Minutes to read a text: words / 225 rounded up, never less than one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE))
}

/** The stored form, as front matter writes it: "4 min". */
export function readTimeOf(text: string): string {
  return `${readingMinutes(text)} min`
}

/** The shown form: "4 min read". Accepts the stored form or a bare number of minutes. */
export function formatReadTime(readTime: string | null | undefined): string {
  const minutes = Number.parseInt(readTime ?? "", 10)
  return `${Number.isFinite(minutes) && minutes > 0 ? minutes : Number.parseInt(DEFAULT_READ_TIME, 10)} min read`
}

/** Strips Markdown syntax that is not read aloud, so counts match what a reader sees. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`~|-]+/g, " ")
}
