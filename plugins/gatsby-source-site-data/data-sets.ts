import { HOME } from "../../src/content-model/home"
import { TAG } from "../../src/content-model/tag"
import type { Lang } from "../../src/lib/language"
import { pairTags } from "../../src/lib/tag-pairs"
import { TAG_METADATA_FILE } from "../../src/lib/tags"
import { DataFileError, fieldError, isObject, readEntry, type DataSet } from "./data-set"
import { experiments } from "./experiment-cards"
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
    const entries = Object.entries(json).map(([tag, meta]) => ({ tag, fields: readEntry(TAG, file, `tag "${tag}"`, meta) }))
    // readEntry checked both against the model: a language among LANGS, a text.
    const declared = entries.map(({ tag, fields }) => ({ tag, lang: fields.lang as Lang | null, counterpart: fields.counterpart as string | null }))
    // Each node holds its pair as both sides imply it, so a tag page reads its counterpart from its own tag.
    const paired = pairTags(declared, (tag, field, detail) => fieldError(file, `tag "${tag}"`, field, detail))
    return entries.map(({ tag, fields }, index) => ({ ...fields, ...paired[index], displayName: fields.displayName ?? tag }))
  },
}

export const DATA_SETS: DataSet[] = [homeData, tagMeta, experiments, quotes, zones, zoneStates, playlists]
