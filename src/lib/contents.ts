/** The table of contents of a long article, from the headings its Markdown rendered. */

export interface Heading {
  /** the anchor the build gave the heading (plugins/gatsby-remark-article/anchors.js) */
  id: string | null
  /** the heading's text */
  value: string | null
  depth: number | null
}

export interface ContentsEntry {
  id: string
  text: string
  /** 2 for a section, 3 for a part of the section above it */
  depth: 2 | 3
}

/** From this many sections and parts on, an article is long enough for its reader to want contents. */
export const MIN_CONTENTS_HEADINGS = 3

const isEntryDepth = (depth: number | null): depth is 2 | 3 => depth === 2 || depth === 3

/** The second- and third-level headings of an article, in order, when it has enough of them; else none. */
export function contentsOf(headings: ReadonlyArray<Heading | null>): ContentsEntry[] {
  const entries = headings.flatMap(heading => {
    if (!heading?.id || !heading.value || !isEntryDepth(heading.depth)) return []
    return [{ id: heading.id, text: heading.value, depth: heading.depth }]
  })
  return entries.length >= MIN_CONTENTS_HEADINGS ? entries : []
}

export const CONTENTS_TITLE = { en: "Contents", es: "Contenido" } as const
