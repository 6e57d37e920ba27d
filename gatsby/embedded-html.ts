import { safeHtml } from "../src/lib/safe-html"
import { siteFile } from "../src/lib/site-file"

interface MarkdownFile {
  fileAbsolutePath?: string
  rawMarkdownBody?: string
}

const displayPath = (file: MarkdownFile): string => (file.fileAbsolutePath ? siteFile(file.fileAbsolutePath) : "Markdown")

/**
 * The line of the Markdown file that wrote a line of its HTML, when the author wrote it as raw HTML
 * (Markdown passes raw HTML through as it is); null for HTML that Markdown syntax made.
 */
function markdownLine(file: MarkdownFile, htmlLine: string): number | null {
  const wanted = htmlLine.trim()
  if (!wanted || !file.fileAbsolutePath || file.rawMarkdownBody === undefined) return null
  const index = file.rawMarkdownBody.split("\n").findIndex(line => line.includes(wanted))
  return index === -1 ? null : index + 1
}

const embedded = new Map<string, string>()

/**
 * What a page embeds of a Markdown file's HTML (src/lib/safe-html.ts): the sanitizer's serialization,
 * never the string Markdown wrote. HTML the sanitizer would change stops the build, naming the file,
 * the line where the author wrote it (when it was raw HTML) and what would go.
 */
export function embeddedHtml(written: string, file: MarkdownFile): string {
  const known = embedded.get(written)
  if (known !== undefined) return known
  const { html, problems } = safeHtml(written)
  if (problems.length) {
    const htmlLines = written.split("\n")
    const where = (line: number) => {
      const markdown = markdownLine(file, htmlLines[line - 1] ?? "")
      return markdown === null ? `${displayPath(file)} (line ${line} of its HTML)` : `${displayPath(file)}, line ${markdown} of its body`
    }
    throw new Error(`The page cannot embed this HTML as written:\n${problems.map(({ line, message }) => `${where(line)}: ${message}`).join("\n")}`)
  }
  embedded.set(written, html)
  return html
}
