/** Where a reader is in an article, so switching language keeps their place. */

export interface HeadingPosition {
  id: string
  /** distance from the top of the viewport, in CSS pixels */
  top: number
}

/**
 * The section being read: the last heading at or above the reading line (headings come in
 * document order). Before the first heading the reader is in the introduction: null.
 */
export function currentSection(headings: readonly HeadingPosition[], readingLine: number): string | null {
  let current: string | null = null
  // A heading the browser just scrolled to sits on the line give or take a fraction of a pixel.
  for (const heading of headings) {
    if (heading.top > readingLine + 1) break
    current = heading.id
  }
  return current
}

/** The address of a page, at a section when there is one. */
export function sectionHref(path: string, section: string | null): string {
  return section ? `${path}#${encodeURIComponent(section)}` : path
}

/** The section a location's hash names, or null (also for a malformed hash). */
export function sectionFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, "")
  if (!raw) return null
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}
