import { writtenFields, type ContentType, type Field } from "./field"

// The CMS collections of Markdown files and the folders they live in (gatsby/cms-config.ts).
export const ARTICLES = { collection: "articles", folder: "content/articles" } as const
export const PROJECTS = { collection: "projects", folder: "content/projects" } as const
export const PAGES = { collection: "pages", folder: "content/pages" } as const
/** New translations: articles too, in the articles' folder, but named {original}-{lang} as the build pairs them. */
export const TRANSLATIONS = { collection: "translations", folder: ARTICLES.folder } as const

/**
 * Decap's date widget as the build reads its value: a plain day, written "2024-05-31", the form
 * every date field of the content model takes (validate.ts), with no time to shift it across a day.
 */
export const CMS_DAY = { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false } as const

/** One field of a Decap CMS collection, as config.yml writes it. */
export type DecapField = Record<string, unknown> & { label: string; name: string; widget: string }

function decapField(field: Field): DecapField | null {
  if (!field.cms) return null
  const { label, widget, optionLabels, required, default: cmsDefault, ...options } = field.cms
  const decap: DecapField = { label, name: field.name, widget }
  if (field.allowed) decap.options = field.allowed.map((value, index) => ({ label: optionLabels?.[index] ?? value, value }))
  const initial = cmsDefault ?? (field.default === "" ? undefined : field.default)
  if (initial !== undefined) decap.default = initial
  // Decap asks for every field unless told otherwise; the build needs the required ones and fills in the defaulted ones.
  if (!(required ?? (field.required || field.default !== undefined))) decap.required = false
  return { ...decap, ...options }
}

/** The form fields of a content type in Decap CMS: its written fields the CMS edits, in the model's order. */
export const decapEntryFields = (model: ContentType): DecapField[] =>
  writtenFields(model)
    .map(decapField)
    .filter((field): field is DecapField => field !== null)

/** The form fields of a Markdown content type in Decap CMS: its written fields in the model's order, then the body. */
export function decapFields(model: ContentType, body: { label: string; required: boolean }): DecapField[] {
  return [...decapEntryFields(model), { label: body.label, name: "body", widget: "markdown", ...(body.required ? {} : { required: false }) }]
}
