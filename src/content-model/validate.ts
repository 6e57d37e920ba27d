import { ContentError } from "../lib/content-error"
import { parseIsoDate } from "../lib/dates"
import { checkKnownKeys } from "../lib/known-keys"
import { writtenFields, type ContentType, type Field } from "./field"

export interface ContentSource {
  /** the file as an editor knows it, e.g. content/articles/foo.md */
  file: string
  frontmatter: Record<string, unknown>
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === ""

function checkedDate(file: string, field: Field, raw: unknown): string {
  const date = parseIsoDate(raw)
  if (!date) {
    const shown = raw instanceof Date ? "an impossible date" : JSON.stringify(raw ?? null)
    throw new ContentError(file, field.name, `must be an ISO date or date-time such as "2024-05-31", got ${shown}`)
  }
  // Keep what the editor wrote (a plain date stays a plain date); YAML may already have made it a Date.
  return typeof raw === "string" ? raw.trim() : date.toISOString()
}

function checkedValue(file: string, field: Field, value: unknown): unknown {
  const fail = (detail: string) => new ContentError(file, field.name, `${detail}, got ${JSON.stringify(value)}`)
  switch (field.kind) {
    case "date":
      return checkedDate(file, field, value)
    case "words":
      if (!Array.isArray(value) || value.some(word => typeof word !== "string" || !word.trim())) throw fail("must be a list of words")
      return [...new Set(value.map(word => (word as string).trim()))]
    case "whole":
      if (typeof value !== "number" || !Number.isInteger(value)) throw fail("must be a whole number")
      return value
    case "yesNo":
      if (typeof value !== "boolean") throw fail("must be true or false")
      return value
    case "text":
      if (field.allowed) {
        if (typeof value === "string" && field.allowed.includes(value)) return value
        throw fail(`must be one of ${field.allowed.join(", ")}`)
      }
      if (typeof value !== "string") throw fail("must be text")
      return field.required ? value.trim() : value
  }
}

/**
 * The values of a file's written fields as the model declares them: every key known, every value
 * of its kind and among its allowed values, required ones present, absent ones at their default
 * (or null). Throws a ContentError naming the file and the field.
 */
export function readFields(model: ContentType, { file, frontmatter }: ContentSource): Record<string, unknown> {
  const fields = writtenFields(model)
  checkKnownKeys(
    frontmatter,
    fields.map(field => field.name),
    (key, detail) => new ContentError(file, key, detail),
  )
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const raw = frontmatter[field.name]
    const blank = isEmpty(raw) || (field.required && typeof raw === "string" && !raw.trim())
    if (blank && !field.required) values[field.name] = field.default ?? null
    // A missing date is named by the date's own message, which shows the form it takes.
    else if (blank && field.kind !== "date") throw new ContentError(file, field.name, "is required")
    else values[field.name] = checkedValue(file, field, raw)
  }
  return values
}
