import { CONTENT_PAGE } from "../content-model/content-page"
import type { RecordOf } from "../content-model/field"
import { readFrontMatter } from "../content-model/validate"

export type ContentPageRecord = RecordOf<typeof CONTENT_PAGE>

export interface ContentPageSource {
  file: string
  /** the file name without extension */
  name: string
  frontmatter: Record<string, unknown>
}

/** Validates one page file's front matter against the content model; throws a ContentError naming the file and field. */
export function contentPageFromSource(source: ContentPageSource): ContentPageRecord {
  return { ...readFrontMatter(CONTENT_PAGE, source), name: source.name }
}
