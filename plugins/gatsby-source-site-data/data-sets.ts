import { HOME } from "../../src/content-model/home"
import { TAG } from "../../src/content-model/tag"
import { TAG_METADATA_FILE } from "../../src/lib/tags"
import { DataFileError, isObject, readEntry, type DataSet } from "./data-set"
import { experiments } from "./experiments"
import { playlists } from "./playlists"
import { quotes } from "./quotes"
import { zones, zoneStates } from "./zones"

export { DataFileError, readDataFile, type DataSet } from "./data-set"

const heroDescription = HOME.fields.find(field => field.entry)!.entry!

const homeData: DataSet = {
  file: "content/data/home.json",
  model: HOME,
  records: (json, file) => {
    const home = readEntry(HOME, file, "", json)
    if (!(home.taglines as string[]).length) throw new DataFileError(file, 'field "taglines" must list at least one tagline')
    const descriptions = home.heroDescriptions as unknown[]
    if (descriptions.length !== 3 || !descriptions.every(d => isObject(d) && typeof d.text === "string" && typeof d.label === "string")) {
      throw new DataFileError(file, 'field "hero_descriptions" must list three entries, each with text and label')
    }
    return [
      {
        ...home,
        key: "home",
        heroDescriptions: descriptions.map((description, index) => readEntry(heroDescription, file, `hero description ${index + 1}`, description)),
      },
    ]
  },
}

export const tagMeta: DataSet = {
  file: TAG_METADATA_FILE,
  model: TAG,
  records: (json, file) => {
    if (!isObject(json)) throw new DataFileError(file, "must map each tag to its metadata")
    return Object.entries(json).map(([tag, meta]) => {
      const fields = readEntry(TAG, file, `tag "${tag}"`, meta)
      return { ...fields, tag, displayName: fields.displayName ?? tag }
    })
  },
}

export const DATA_SETS: DataSet[] = [homeData, tagMeta, experiments, quotes, zones, zoneStates, playlists]
