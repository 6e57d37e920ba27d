// Types of the part of anchors.js that TypeScript code uses.
import type { Root } from "mdast"
import type { Heading } from "../../src/lib/contents"

/** A rendered tree's headings as gatsby-transformer-remark's `headings` field gives them. */
export function headingList(tree: Root): Heading[]
