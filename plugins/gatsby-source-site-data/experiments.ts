import { fillSitePlaceholders } from "../../src/lib/site-placeholders"
import { checkEntryKeys, DataFileError, isObject, type DataSet } from "./data-set"

const TEXT_FIELDS = ["id", "title", "description", "path", "thumbnail", "status"] as const

/** experiments.json: the cards of the experiments index, in the order they are listed. */
export const experiments: DataSet = {
  file: "experiments.json",
  type: "Experiment",
  records: (json, file) => {
    if (!Array.isArray(json) || !json.length) throw new DataFileError(file, "must list the experiments")
    return json.map((entry, position) => {
      const where = `experiment ${position + 1}`
      if (!isObject(entry)) throw new DataFileError(file, `${where} must be an object`)
      checkEntryKeys(file, where, entry, TEXT_FIELDS)
      const record: Record<string, unknown> = { position }
      for (const field of TEXT_FIELDS) {
        const value = entry[field]
        if (typeof value !== "string" || !value.trim()) throw new DataFileError(file, `${where}: field "${field}" must be text`)
        try {
          // A node's own `id` is Gatsby's, so the experiment's id is kept as `experimentId`.
          record[field === "id" ? "experimentId" : field] = fillSitePlaceholders(value)
        } catch (error) {
          throw new DataFileError(file, `${where}: field "${field}": ${(error as Error).message}`)
        }
      }
      if (!(record.path as string).startsWith("/")) throw new DataFileError(file, `${where}: field "path" must start with "/"`)
      return record
    })
  },
  typeDefs: `
    type Experiment implements Node @dontInfer {
      id: ID!
      experimentId: String!
      position: Int!
      title: String!
      description: String!
      path: String!
      "the image's path under content/images"
      thumbnail: String!
      thumbnailImage: File @link(by: "relativePath", from: "thumbnail")
      status: String!
    }
  `,
}
