import { QUOTE } from "../../src/content-model/quote"
import { DataFileError, readEntry, type DataSet } from "./data-set"

/** quotes.json: the Stoic quotes of the quotes widget. */
export const quotes: DataSet = {
  file: "content/data/quotes.json",
  model: QUOTE,
  records: (json, file) => {
    if (!Array.isArray(json) || !json.length) throw new DataFileError(file, "must list the quotes")
    const seen = new Set<unknown>()
    return json.map((entry, index) => {
      const where = `quote ${index + 1}`
      const quote = readEntry(QUOTE, file, where, entry)
      if (seen.has(quote.content)) throw new DataFileError(file, `${where} repeats an earlier quote`)
      seen.add(quote.content)
      return { ...quote, position: index }
    })
  },
}
