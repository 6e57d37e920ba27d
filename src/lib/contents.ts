import type { Lang } from "./language"

// The table of contents of a long article, from the headings its Markdown rendered.

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

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/**
 * The contents of a long article as the page shows them, made at build time so that no script draws
 * them: folded above the text, and beside it where the screen has room (Contents.module.css shows
 * one layout at a time, so each has its own copy of the list). Null when the article is not long enough.
 */
export function contentsHtml(headings: ReadonlyArray<Heading | null>, lang: Lang): string | null {
  const entries = contentsOf(headings)
  if (!entries.length) return null
  const title = CONTENTS_TITLE[lang]
  const items = entries.map(entry => `<li${entry.depth === 3 ? ' class="contents-part"' : ""}><a href="#${escapeHtml(entry.id)}">${escapeHtml(entry.text)}</a></li>`)
  const list = `<ol class="contents-list">${items.join("")}</ol>`
  return (
    `<nav class="contents-folded" aria-label="${title}"><details><summary>${title}</summary>${list}</details></nav>` +
    `<nav class="contents-beside" aria-label="${title}"><div class="contents-stays"><p class="contents-title">${title}</p>${list}</div></nav>`
  )
}
