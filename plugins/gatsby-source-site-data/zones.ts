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
  file: "zones.json",
  type: "Zone",
  records: (json, file) => zoneRegister(json, file).zones.map((zone, position) => ({ ...zone, position })),
  typeDefs: `
    type Zone implements Node @dontInfer {
      zoneId: String!
      position: Int!
      state: String!
      name: String!
      visited: Boolean!
      status: String!
      statusDetail: String!
      imageUrl: String!
      imageCredit: String!
      imageLicense: String!
      imageSource: String!
      photoPath: String
      photo: File @link(by: "relativePath", from: "photoPath")
    }
  `,
}

/** Every state of the register, including those without sites, for the state selector. */
export const zoneStates: DataSet = {
  file: "zones.json",
  type: "ZoneState",
  records: (json, file) => zoneRegister(json, file).states.map(name => ({ name })),
  typeDefs: `
    type ZoneState implements Node @dontInfer {
      name: String!
    }
  `,
}

