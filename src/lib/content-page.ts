import { ContentError } from "./content-error"
import { checkKnownKeys } from "./known-keys"

/** Every front-matter field of a Markdown page under content/pages (about, now). */
export const CONTENT_PAGE_FIELDS = ["title", "lastUpdated"] as const

export interface ContentPageRecord {
  name: string
  title: string
  lastUpdated: unknown
}

export interface ContentPageSource {
  file: string
  /** the file name without extension */
  name: string
  frontmatter: Record<string, unknown>
}

/** Validates one page file's front matter; throws a ContentError naming the file and field. */
export function contentPageFromSource({ file, name, frontmatter }: ContentPageSource): ContentPageRecord {
  checkKnownKeys(frontmatter, CONTENT_PAGE_FIELDS, (key, detail) => new ContentError(file, key, detail))
  const title = frontmatter.title
  if (typeof title !== "string" || !title.trim()) throw new ContentError(file, "title", "is required")
  return { name, title, lastUpdated: frontmatter.lastUpdated ?? null }
}
