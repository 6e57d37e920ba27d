import { checkKnownKeys } from "../../src/lib/known-keys"

/**
 * Each JSON file under content/data is one data set: the file, the node type it becomes,
 * how its parsed JSON splits into records, and the GraphQL type definition of those nodes.
 */
export interface DataSet {
  file: string
  type: string
  records: (json: unknown, file: string) => Array<Record<string, unknown>>
  typeDefs: string
}

export class DataFileError extends Error {
  constructor(file: string, detail: string) {
    super(`content/data/${file}: ${detail}`)
    this.name = "DataFileError"
  }
}

/** Throws a DataFileError for the first key of an entry that its data set does not know; `where` names the entry. */
export function checkEntryKeys(file: string, where: string, entry: Record<string, unknown>, known: readonly string[]): void {
  checkKnownKeys(entry, known, (key, detail) => new DataFileError(file, `${where ? `${where}: ` : ""}field "${key}" ${detail}`))
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
