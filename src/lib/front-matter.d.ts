// Types of front-matter.js (plain JavaScript so gatsby-config and the tests load it as it is).

/** gray-matter's options for the build's reading of front matter: YAML without timestamps. */
export const frontMatterOptions: { engines: { yaml: (text: string) => unknown } }

/** A Markdown file's front matter and body, read as the build reads them. */
export function readMarkdown(text: string): { data: Record<string, unknown>; content: string }
