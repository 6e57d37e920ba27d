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

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
