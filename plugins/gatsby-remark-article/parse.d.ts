// Types of parse.js.
import type { Root } from "mdast"

/** The Markdown tree of a file's body, as gatsby-transformer-remark parses it with the site's options. */
export function parseMarkdown(markdown: string): Root
