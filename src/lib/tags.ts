import { ContentError } from "../content-model/content-error"
import { alphabetical } from "./alphabetical"
import { ARCHIVE_PATH, tagPath } from "./paths"

export interface TagCount {
  tag: string
  count: number
}

export const TAG_CLOUD_COLLAPSED = 5

const byName = alphabetical("en")

/**
 * The tag cloud from GraphQL's count of posts per tag (`group(field: { tags: SELECT })`), sorted
 * by count descending, then alphabetically.
 */
export function tagCloud(groups: ReadonlyArray<{ fieldValue: string | null; totalCount: number }>): TagCount[] {
  return groups
    .flatMap(({ fieldValue, totalCount }) => (fieldValue === null ? [] : [{ tag: fieldValue, count: totalCount }]))
    .sort((a, b) => b.count - a.count || byName(a.tag, b.tag))
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

/** A tag's page is /blog/{tag}: a tag may not take the address of the blog's own archive. */
export function tagAddressErrors(articles: ReadonlyArray<{ file: string; tags: readonly string[] }>): ContentError[] {
  return articles.flatMap(article =>
    article.tags
      .filter(tag => tagPath(tag) === ARCHIVE_PATH)
      .map(tag => new ContentError(article.file, "tags", `uses "${tag}", whose page would take ${ARCHIVE_PATH}, the address of the blog's archive: name the tag otherwise`)),
  )
}
