import type { RecordOf } from "../content-model/field"
import { PROJECT } from "../content-model/project"
import { readFrontMatter } from "../content-model/validate"
import { isSitePath, isWebAddress } from "./addresses"
import { ContentError } from "../content-model/content-error"

export type ProjectRecord = RecordOf<typeof PROJECT>

export interface ProjectSource {
  file: string
  slug: string
  frontmatter: Record<string, unknown>
}

/** Validates one project file's front matter against the content model; throws a ContentError naming the file and field. */
export function projectFromSource(source: ProjectSource): ProjectRecord {
  const fields = readFrontMatter(PROJECT, source)
  // A card's link is an href: anything but "#", a site path or http(s) could run code or point nowhere.
  const { link } = fields
  if (link !== "#" && !isSitePath(link) && !isWebAddress(link)) {
    throw new ContentError(source.file, "link", `must be "#", a path of this site (/…) or an http(s) address, got ${JSON.stringify(link)}`)
  }
  return { ...fields, slug: source.slug }
}
