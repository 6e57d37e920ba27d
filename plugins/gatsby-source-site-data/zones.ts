import { ZONE, ZONE_STATE } from "../../src/content-model/zone"
import { alphabetical } from "../../src/lib/alphabetical"
import { parseRegister, RegisterError, type Register } from "../../src/features/zones/register"
import { DataFileError, type DataSet } from "./data-set"

/** The register's JSON, checked once per data set that reads it; its errors name the file. */
const zoneRegister = (json: unknown, file: string): Register => {
  try {
    return parseRegister(json)
  } catch (error) {
    if (error instanceof RegisterError) throw new DataFileError(file, error.message)
    throw error
  }
}

/** Every site of the archaeological zones register, derived at build time (state, id, visited, photo). */
export const zones: DataSet = {
  file: "content/data/zones.json",
  model: ZONE,
  records: (json, file) => zoneRegister(json, file).zones.map((zone, position) => ({ ...zone, position })),
}

/**
 * Every state of the register, including those without sites, for the state selector: placed in
 * Spanish alphabetical order here, so that no reader's browser loads collation data to sort them.
 */
export const zoneStates: DataSet = {
  file: "content/data/zones.json",
  model: ZONE_STATE,
  records: (json, file) =>
    zoneRegister(json, file)
      .states.sort(alphabetical("es"))
      .map((name, position) => ({ name, position })),
}
