import { ContentError } from "../content-model/content-error"
import { alphabetical } from "./alphabetical"
import { ARCHIVE_PATH, BLOG_PATH, PAGE_SEGMENT, tagPath } from "./paths"

export interface TagCount {
  tag: string
  count: number
}

export const TAG_CLOUD_COLLAPSED = 5

const byName = alphabetical("en")

/**
 * The tag cloud from the count of posts per tag, sorted by count descending, then alphabetically.
 * The build sorts it and hands it to each page of the blog, so no reader's browser loads collation
 * data to sort it again (src/lib/alphabetical.ts).
 */
export function tagCloud(counts: Iterable<readonly [tag: string, count: number]>): TagCount[] {
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || byName(a.tag, b.tag))
}

/** The tags a collapsed or expanded cloud shows; the selected tag is always among them. */
export function visibleTags(tags: readonly TagCount[], selected: string | null, expanded: boolean): TagCount[] {
  if (expanded || tags.length <= TAG_CLOUD_COLLAPSED) return [...tags]
  const top = tags.slice(0, TAG_CLOUD_COLLAPSED)
  const chosen = selected ? tags.find(t => t.tag === selected) : undefined
  return chosen && !top.includes(chosen) ? [...top, chosen] : top
}

/** Font size (rem) and opacity of a tag by its share of the largest count. */
export function tagWeight(count: number, maxCount: number): { fontSizeRem: number; opacity: number } {
  // A cloud of posts without tags has a maximum of -Infinity; every share is then 0.
  const share = maxCount > 0 && Number.isFinite(maxCount) ? Math.min(1, Math.max(0, count / maxCount)) : 0
  return {
    fontSizeRem: Math.round((0.75 + 0.5 * share) * 1000) / 1000,
    opacity: Math.round((0.7 + 0.3 * share) * 1000) / 1000,
  }
}

export const maxTagCount = (tags: readonly TagCount[]): number => Math.max(...tags.map(t => t.count))

/** "Filosofía" from "filosofía". */
export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase("es") + text.slice(1)

export const postCountLabel = (count: number): string => (count === 1 ? "1 post" : `${count} posts`)

export const TAG_METADATA_FILE = "content/data/tags.json"

/**
 * Every tag an article uses must be declared in the tag metadata: the tag pages take their name,
 * text and colour from it, and the image search answers for declared tags only.
 */
export function undeclaredTagErrors(articles: ReadonlyArray<{ file: string; tags: readonly string[] }>, declared: readonly string[]): ContentError[] {
  const known = new Set(declared)
  return articles.flatMap(article =>
    article.tags
      .filter(tag => !known.has(tag))
      .map(tag => new ContentError(article.file, "tags", `uses "${tag}", which ${TAG_METADATA_FILE} does not declare: add "${tag}": {} there, with a displayName, description and color if you like`)),
  )
}

/** The addresses below /blog that are the blog's own, each with what it holds: no tag may take one. */
const BLOG_OWN_SEGMENTS = new Map([
  [ARCHIVE_PATH.slice(BLOG_PATH.length + 1), `${ARCHIVE_PATH}, the address of the blog's archive`],
  [PAGE_SEGMENT, `${BLOG_PATH}/${PAGE_SEGMENT}, under which the blog's numbered pages are`],
  ["tag", `${BLOG_PATH}/tag, under which every tag's page has its second address`],
])

/** Why a tag's page could not be at /blog/{tag}, or null when it can. */
function tagAddressProblem(tag: string): string | null {
  const reserved = BLOG_OWN_SEGMENTS.get(tag)
  if (reserved) return `whose page would take ${reserved}`
  // Static hosts decode an address before looking for its file: a slash would put the page below
  // another page's address, and a dot or two would lead out of /blog.
  if (tag.includes("/") || tag === "." || tag === ".." || tag.trim() === "") return `with a slash, or only dots or spaces, which would move its page from ${tagPath(tag)}`
  return null
}

/** A tag's page is /blog/{tag} and its numbered pages below it: a tag may not take an address of the blog's own. */
export function tagAddressErrors(articles: ReadonlyArray<{ file: string; tags: readonly string[] }>): ContentError[] {
  return articles.flatMap(article =>
    article.tags.flatMap(tag => {
      const problem = tagAddressProblem(tag)
      return problem ? [new ContentError(article.file, "tags", `uses "${tag}", ${problem}: name the tag otherwise`)] : []
    }),
  )
}
