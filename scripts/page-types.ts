// The page types of a built site, read from what Gatsby wrote: each page's component and the shape of its address.

/**
 * A component's short name from Gatsby's chunk name: "component---src-templates-blog-post-js" is
 * "blog-post", "component---src-pages-index-tsx" is "index"; an MDX page's content file is left out.
 */
export function componentName(componentChunkName: string): string {
  return componentChunkName
    .replace(/^component---/, "")
    .replace(/-content-file-path-.*$/, "")
    .replace(/^src-(templates|pages)-/, "")
    .replace(/-(tsx|ts|jsx|js|mdx|md)$/, "")
}

/** A built page: its address and the chunk name of its component, as its page-data names them. */
export interface PageOfComponent {
  route: string
  componentChunkName: string
}

const NUMBER = ":n"
/** An address's parts, a number after the first as NUMBER ("/404" is a page of its own, "/blog/2" a page of a list). */
const partsOf = (route: string): string[] =>
  route
    .split("/")
    .filter(Boolean)
    .map((part, i) => (i > 0 && /^\d+$/.test(part) ? NUMBER : part))

/**
 * Each page's type: its component, and its address with what varies among that component's pages
 * made general. A part that differs between pages of the same component and depth is `*`, a number
 * after the first part is always `:n` (a page of a list), a part all of them share stays as written: one template's
 * "/blog", "/blog/*" (its tags) and "/blog/:n" are three types, the starter's posts at the root
 * ("/a-post/", "/another/") one.
 */
export function pageTypes(pages: readonly PageOfComponent[]): string[] {
  const where = (page: PageOfComponent, depth: number, i: number) => `${page.componentChunkName}\u0000${depth}\u0000${i}`
  const seen = new Map<string, Set<string>>()
  for (const page of pages) {
    const parts = partsOf(page.route)
    parts.forEach((part, i) => {
      if (part === NUMBER) return
      const at = where(page, parts.length, i)
      seen.set(at, (seen.get(at) ?? new Set()).add(part))
    })
  }
  return pages.map(page => {
    const parts = partsOf(page.route)
    const shape = parts.map((part, i) => (part !== NUMBER && seen.get(where(page, parts.length, i))!.size > 1 ? "*" : part))
    return `${componentName(page.componentChunkName)} /${shape.join("/")}`
  })
}

/** The item with the largest `size` of each `key`, keyed in the order the keys first come. */
export function largestBy<T>(items: Iterable<T>, key: (item: T) => string, size: (item: T) => number): Map<string, T> {
  const largest = new Map<string, T>()
  for (const item of items) {
    const current = largest.get(key(item))
    if (current === undefined || size(item) > size(current)) largest.set(key(item), item)
  }
  return largest
}
