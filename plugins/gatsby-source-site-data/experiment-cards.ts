import { EXPERIMENT } from "../../src/content-model/experiment"
import { writtenFields } from "../../src/content-model/field"
import { fillSitePlaceholders } from "../../src/lib/site-placeholders"
import { DataFileError, readEntry, type DataSet } from "./data-set"

/** experiments.json: the cards of the experiments index, in the order they are listed. */
export const experiments: DataSet = {
  file: "content/data/experiments.json",
  model: EXPERIMENT,
  records: (json, file) => {
    if (!Array.isArray(json) || !json.length) throw new DataFileError(file, "must list the experiments")
    return json.map((entry, position) => {
      const where = `experiment ${position + 1}`
      const record: Record<string, unknown> = { position }
      const values = readEntry(EXPERIMENT, file, where, entry)
      for (const field of writtenFields(EXPERIMENT)) {
        const name = field.nodeName ?? field.name
        try {
          record[name] = fillSitePlaceholders(values[name] as string)
        } catch (error) {
          throw new DataFileError(file, `${where}: field "${field.name}": ${(error as Error).message}`)
        }
      }
      if (!(record.path as string).startsWith("/")) throw new DataFileError(file, `${where}: field "path" must start with "/"`)
      return record
    })
  },
}
