/**
 * Each JSON file under content/data is one data set: the file, the node type it becomes,
 * how its parsed JSON splits into records, and the GraphQL type definition of those nodes.
 */
import { parseRegister, RegisterError, type Register } from "../../src/features/zones/register"

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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const homeData: DataSet = {
  file: "home.json",
  type: "HomeData",
  records: (json, file) => {
    if (!isObject(json)) throw new DataFileError(file, "must hold one object")
    if (typeof json.footer_about !== "string") throw new DataFileError(file, 'field "footer_about" must be text')
    const descriptions = json.hero_descriptions
    if (
      !Array.isArray(descriptions) ||
      descriptions.length !== 3 ||
      !descriptions.every(d => isObject(d) && typeof d.text === "string" && typeof d.label === "string")
    ) {
      throw new DataFileError(file, 'field "hero_descriptions" must list three entries, each with text and label')
    }
    if (!Array.isArray(json.taglines) || !json.taglines.length || !json.taglines.every(t => typeof t === "string")) {
      throw new DataFileError(file, 'field "taglines" must be a list of text')
    }
    return [{ key: "home", footerAbout: json.footer_about, heroDescriptions: descriptions, taglines: json.taglines }]
  },
  typeDefs: `
    type HomeData implements Node @dontInfer {
      key: String!
      footerAbout: String!
      heroDescriptions: [HeroDescription!]!
      taglines: [String!]!
    }
    type HeroDescription @dontInfer {
      text: String!
      label: String!
    }
  `,
}

const DEFAULT_TAG_COLOR = "#808080"

const tagMeta: DataSet = {
  file: "tags.json",
  type: "TagMeta",
  records: (json, file) => {
    if (!isObject(json)) throw new DataFileError(file, "must map each tag to its metadata")
    return Object.entries(json).map(([tag, meta]) => {
      if (!isObject(meta)) throw new DataFileError(file, `tag "${tag}" must be an object`)
      for (const field of ["displayName", "description", "color", "image"]) {
        if (meta[field] !== undefined && typeof meta[field] !== "string") {
          throw new DataFileError(file, `tag "${tag}": field "${field}" must be text`)
        }
      }
      return {
        tag,
        displayName: meta.displayName ?? tag,
        description: meta.description ?? null,
        color: meta.color ?? DEFAULT_TAG_COLOR,
        image: meta.image ?? null,
      }
    })
  },
  typeDefs: `
    type TagMeta implements Node @dontInfer {
      tag: String!
      displayName: String!
      description: String
      color: String!
      image: String
    }
  `,
}

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
const zones: DataSet = {
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
const zoneStates: DataSet = {
  file: "zones.json",
  type: "ZoneState",
  records: (json, file) => zoneRegister(json, file).states.map(name => ({ name })),
  typeDefs: `
    type ZoneState implements Node @dontInfer {
      name: String!
    }
  `,
}

export const DATA_SETS: DataSet[] = [homeData, tagMeta, zones, zoneStates]
