import { ContentError } from "./content-error"
import { impossibleDay } from "./calendar-day"
import { parseIsoDate } from "./iso-date"
import { checkKnownKeys } from "./known-keys"
import { writtenFields, type ContentType, type Field, type WrittenRecordOf } from "./field"

export interface ContentSource {
  /** the file as an editor knows it, e.g. content/articles/foo.md */
  file: string
  frontmatter: Record<string, unknown>
}

/** Makes the error that names where a bad value is (the file, the entry) and the field. */
export type Fail = (field: string, detail: string) => Error

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === ""

function checkedDate(fail: Fail, field: Field, raw: unknown): string {
  const date = parseIsoDate(raw)
  if (!date) {
    const shown = raw instanceof Date ? "an impossible date" : JSON.stringify(raw ?? null)
    throw fail(field.name, `must be an ISO date or date-time such as "2024-05-31", got ${shown}`)
  }
  const impossible = typeof raw === "string" ? impossibleDay(raw) : undefined
  if (impossible) throw fail(field.name, `must be a day of the calendar, got ${JSON.stringify(raw)}: ${impossible}`)
  // Keep what the editor wrote (a plain date stays a plain date); YAML may already have made it a Date.
  return typeof raw === "string" ? raw.trim() : date.toISOString()
}

function checkedValue(failAt: Fail, field: Field, value: unknown): unknown {
  const fail = (detail: string) => failAt(field.name, `${detail}, got ${JSON.stringify(value)}`)
  switch (field.kind) {
    case "date":
      return checkedDate(failAt, field, value)
    case "words":
      if (!Array.isArray(value) || value.some(word => typeof word !== "string" || !word.trim())) throw fail("must be a list of words")
      return [...new Set(value.map(word => (word as string).trim()))]
    case "whole":
      if (typeof value !== "number" || !Number.isInteger(value)) throw fail("must be a whole number")
      return value
    case "yesNo":
      if (typeof value !== "boolean") throw fail("must be true or false")
      return value
    case "entries":
      if (!Array.isArray(value)) throw fail("must be a list")
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
 * The values of a record's written fields as the model declares them: every key known, every value
 * of its kind and among its allowed values, required ones present, absent ones at their default
 * (or null). Throws the error `fail` makes, naming the field.
 */
export function readFields<M extends ContentType>(model: M, record: Record<string, unknown>, fail: Fail): WrittenRecordOf<M> {
  const fields = writtenFields(model)
  checkKnownKeys(
    record,
    fields.map(field => field.name),
    fail,
  )
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const raw = record[field.name]
    const blank = isEmpty(raw) || (field.required && typeof raw === "string" && !raw.trim())
    if (blank && !field.required) values[field.name] = field.default ?? null
    // A missing date is named by the date's own message, which shows the form it takes.
    else if (blank && field.kind !== "date") throw fail(field.name, "is required")
    else values[field.name] = checkedValue(fail, field, raw)
  }
  // Every written field was checked against its declaration above, which is what the type says.
  return values as WrittenRecordOf<M>
}

/** readFields for a Markdown file's front matter: its errors name the file and the field. */
export const readFrontMatter = <M extends ContentType>(model: M, { file, frontmatter }: ContentSource): WrittenRecordOf<M> =>
  readFields(model, frontmatter, (field, detail) => new ContentError(file, field, detail))
