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

/**
 * An address with its varying parts made general: the first folder as written, a number after it
 * as `:n` (a page of a list), any other part as `*`. "/blog/guitar" and "/blog/chess" are both
 * "/blog/*", "/blog/2" is "/blog/:n", "/article/x/es" is "/article/*\/*".
 */
export function pathShape(route: string): string {
  const [first, ...rest] = route.split("/").filter(Boolean)
  if (first === undefined) return "/"
  return `/${[first, ...rest.map(part => (/^\d+$/.test(part) ? ":n" : "*"))].join("/")}`
}

/**
 * A page's type: its component and the shape of its address, so that pages one template makes
 * for different purposes (the blog, a tag, a page of either) are told apart.
 */
export const pageTypeOf = (route: string, componentChunkName: string): string => `${componentName(componentChunkName)} ${pathShape(route)}`

/** The item with the largest `size` of each `key`, keyed in the order the keys first come. */
export function largestBy<T>(items: Iterable<T>, key: (item: T) => string, size: (item: T) => number): Map<string, T> {
  const largest = new Map<string, T>()
  for (const item of items) {
    const current = largest.get(key(item))
    if (current === undefined || size(item) > size(current)) largest.set(key(item), item)
  }
  return largest
}
