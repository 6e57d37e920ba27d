import fs from "node:fs"
import path from "node:path"
import type { ContentType } from "../../src/content-model/field"
import { readFields } from "../../src/content-model/validate"

/**
 * Each JSON data file is one data set: the file (from the site's folder), the content type its
 * records become, and how its parsed JSON splits into records.
 */
export interface DataSet {
  file: string
  model: ContentType
  records: (json: unknown, file: string) => Array<Record<string, unknown>>
}

export class DataFileError extends Error {
  constructor(file: string, detail: string) {
    super(`${file}: ${detail}`)
    this.name = "DataFileError"
  }
}

/**
 * The parsed JSON of a data set's file under the site's folder `root`; undefined when the site has
 * no such file. The one place a data file is read: the build's nodes and its feed list both come here.
 */
export function readDataFile(root: string, dataSet: DataSet): unknown {
  const file = path.join(root, dataSet.file)
  if (!fs.existsSync(file)) return undefined
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch (error) {
    throw new DataFileError(dataSet.file, `is not valid JSON (${(error as Error).message})`)
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The error that names the file, the entry (`where`, empty for the whole file) and the field. */
export const fieldError = (file: string, where: string, field: string, detail: string): DataFileError =>
  new DataFileError(file, `${where ? `${where}: ` : ""}field "${field}" ${detail}`)

/**
 * One entry's fields, checked against its content type and renamed as its nodes name them;
 * errors name the file, the entry (`where`) and the field.
 */
export function readEntry(model: ContentType, file: string, where: string, entry: unknown): Record<string, unknown> {
  if (!isObject(entry)) throw new DataFileError(file, `${where || "the file"} must be an object`)
  const values = readFields(model, entry, (field, detail) => fieldError(file, where, field, detail))
  return Object.fromEntries(model.fields.filter(field => !field.computed).map(field => [field.nodeName ?? field.name, values[field.name]]))
}
