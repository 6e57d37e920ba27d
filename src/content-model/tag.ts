import type { ContentType } from "./field"
import { LANGS } from "./lang"

const DEFAULT_TAG_COLOR = "#808080"

/** A tag's page metadata, one entry of content/data/tags.json keyed by the tag. */
export const TAG: ContentType = {
  type: "TagMeta",
  description: "A tag's name, text, colour and picture, from content/data/tags.json",
  fields: [
    { name: "displayName", kind: "text", alwaysSet: true, description: "The tag as shown; the tag itself when left out" },
    { name: "description", kind: "text", description: "The tag page's introduction" },
    { name: "color", kind: "text", default: DEFAULT_TAG_COLOR, description: "The tag page's colour" },
    { name: "image", kind: "text", description: "The tag page's own picture" },
    { name: "lang", kind: "text", allowed: LANGS, description: "The language the tag is a word of; for a pair, one side's is enough" },
    {
      name: "counterpart",
      kind: "text",
      description: "The same tag in the other language, whose page the tag page offers; declared on one side, it pairs both",
    },
    { name: "tag", kind: "text", computed: true, alwaysSet: true, description: "The tag as articles write it" },
  ],
}
