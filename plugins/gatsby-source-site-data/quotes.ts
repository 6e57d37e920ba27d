import { STOIC_AUTHORS } from "../../src/features/stoic-quotes/quote"
import { checkEntryKeys, DataFileError, isObject, type DataSet } from "./data-set"

const TEXT_FIELDS = ["content", "author", "reference", "translation"] as const

/** quotes.json: the Stoic quotes of the quotes widget. */
export const quotes: DataSet = {
  file: "quotes.json",
  type: "Quote",
  records: (json, file) => {
    if (!Array.isArray(json) || !json.length) throw new DataFileError(file, "must list the quotes")
    const seen = new Set<string>()
    return json.map((entry, index) => {
      const where = `quote ${index + 1}`
      if (!isObject(entry)) throw new DataFileError(file, `${where} must be an object`)
      checkEntryKeys(file, where, entry, TEXT_FIELDS)
      for (const field of TEXT_FIELDS) {
        if (typeof entry[field] !== "string" || !entry[field].trim()) throw new DataFileError(file, `${where}: field "${field}" must be text`)
      }
      if (!(STOIC_AUTHORS as readonly unknown[]).includes(entry.author)) {
        throw new DataFileError(file, `${where}: author "${entry.author}" is not one of ${STOIC_AUTHORS.join(", ")}`)
      }
      if (seen.has(entry.content as string)) throw new DataFileError(file, `${where} repeats an earlier quote`)
      seen.add(entry.content as string)
      return { position: index, content: entry.content, author: entry.author, reference: entry.reference, translation: entry.translation }
    })
  },
  typeDefs: `
    type Quote implements Node @dontInfer {
      position: Int!
      content: String!
      author: String!
      "the work and its section"
      reference: String!
      "the translator and the year of the translation"
      translation: String!
    }
  `,
}
