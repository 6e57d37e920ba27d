import { isSitePath, isWebAddress } from "./addresses"
import { ContentError } from "./content-error"
import { checkKnownKeys } from "./known-keys"
import { PROJECT_CATEGORIES, type ProjectCategory } from "./paths"

export interface ProjectRecord {
  slug: string
  title: string
  description: string
  link: string
  image: string | null
  tags: string[]
  category: ProjectCategory
  order: number
  showInHome: boolean
}

/** Every front-matter field a project may have. */
export const PROJECT_FIELDS = ["title", "description", "link", "image", "tags", "category", "order", "showInHome"] as const

export interface ProjectSource {
  file: string
  slug: string
  frontmatter: Record<string, unknown>
}

/** Validates one project file's front matter; throws a ContentError naming the file and field. */
export function projectFromSource({ file, slug, frontmatter: fm }: ProjectSource): ProjectRecord {
  checkKnownKeys(fm, PROJECT_FIELDS, (key, detail) => new ContentError(file, key, detail))
  if (typeof fm.title !== "string" || !fm.title.trim()) throw new ContentError(file, "title", "is required")
  const category = fm.category ?? "tech"
  if (typeof category !== "string" || !(PROJECT_CATEGORIES as readonly string[]).includes(category)) {
    throw new ContentError(file, "category", `must be one of ${PROJECT_CATEGORIES.join(", ")}, got ${JSON.stringify(category)}`)
  }
  const order = fm.order ?? 0
  if (typeof order !== "number" || !Number.isInteger(order)) {
    throw new ContentError(file, "order", `must be a whole number, got ${JSON.stringify(order)}`)
  }
  if (fm.showInHome !== undefined && typeof fm.showInHome !== "boolean") {
    throw new ContentError(file, "showInHome", `must be true or false, got ${JSON.stringify(fm.showInHome)}`)
  }
  const tags = fm.tags ?? []
  if (!Array.isArray(tags) || tags.some(tag => typeof tag !== "string")) {
    throw new ContentError(file, "tags", `must be a list of words, got ${JSON.stringify(tags)}`)
  }
  const text = (field: string): string | null => {
    const value = fm[field]
    if (value === undefined || value === null || value === "") return null
    if (typeof value !== "string") throw new ContentError(file, field, `must be text, got ${JSON.stringify(value)}`)
    return value
  }
  // A card's link is an href: anything but "#", a site path or http(s) could run code or point nowhere.
  const link = text("link") ?? "#"
  if (link !== "#" && !isSitePath(link) && !isWebAddress(link)) {
    throw new ContentError(file, "link", `must be "#", a path of this site (/…) or an http(s) address, got ${JSON.stringify(link)}`)
  }
  return {
    slug,
    title: fm.title.trim(),
    description: text("description") ?? "",
    link,
    image: text("image"),
    tags: tags as string[],
    category: category as ProjectCategory,
    order,
    showInHome: fm.showInHome !== false,
  }
}
