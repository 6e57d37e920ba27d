import { QUOTE } from "../../src/content-model/quote"
import { DataFileError, readEntry, type DataSet } from "./data-set"

/** quotes.json: the Stoic quotes of the quotes widget. */
export const quotes: DataSet = {
  file: "content/data/quotes.json",
  model: QUOTE,
  records: (json, file) => {
    if (!Array.isArray(json) || !json.length) throw new DataFileError(file, "must list the quotes")
    const seen = new Set<unknown>()
    const cited = new Set<string>()
    return json.map((entry, index) => {
      const where = `quote ${index + 1}`
      const quote = readEntry(QUOTE, file, where, entry)
      if (seen.has(quote.content)) throw new DataFileError(file, `${where} repeats an earlier quote`)
      seen.add(quote.content)
      // A reader checks a quote against its source by the reference, so it must lead to this passage only.
      const citation = `${String(quote.author)}, ${String(quote.reference)}`
      if (cited.has(citation)) {
        throw new DataFileError(file, `${where} cites ${citation} as an earlier quote does: give each the section that tells them apart (Enchiridion 33.2 and 33.9, not 33 twice)`)
      }
      cited.add(citation)
      return { ...quote, position: index }
    })
  },
}
