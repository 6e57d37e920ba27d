import { checkEntryKeys, DataFileError, isObject, type DataSet } from "./data-set"
import { experiments } from "./experiments"
import { quotes } from "./quotes"
import { zones, zoneStates } from "./zones"

export { DataFileError, type DataSet } from "./data-set"

const homeData: DataSet = {
  file: "home.json",
  type: "HomeData",
  records: (json, file) => {
    if (!isObject(json)) throw new DataFileError(file, "must hold one object")
    checkEntryKeys(file, "", json, ["footer_about", "taglines", "hero_descriptions"])
    if (typeof json.footer_about !== "string") throw new DataFileError(file, 'field "footer_about" must be text')
    const descriptions = json.hero_descriptions
    if (
      !Array.isArray(descriptions) ||
      descriptions.length !== 3 ||
      !descriptions.every(d => isObject(d) && typeof d.text === "string" && typeof d.label === "string")
    ) {
      throw new DataFileError(file, 'field "hero_descriptions" must list three entries, each with text and label')
    }
    descriptions.forEach((description, index) => checkEntryKeys(file, `hero description ${index + 1}`, description, ["label", "text"]))
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
const TAG_FIELDS = ["displayName", "description", "color", "image"] as const

const tagMeta: DataSet = {
  file: "tags.json",
  type: "TagMeta",
  records: (json, file) => {
    if (!isObject(json)) throw new DataFileError(file, "must map each tag to its metadata")
    return Object.entries(json).map(([tag, meta]) => {
      if (!isObject(meta)) throw new DataFileError(file, `tag "${tag}" must be an object`)
      checkEntryKeys(file, `tag "${tag}"`, meta, TAG_FIELDS)
      for (const field of TAG_FIELDS) {
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

export const DATA_SETS: DataSet[] = [homeData, tagMeta, experiments, quotes, zones, zoneStates]
