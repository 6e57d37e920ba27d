import type { ContentType } from "./field"
import { LANGS } from "./lang"
import { LANG_NAMES } from "./lang-names"

const DEFAULT_TAG_COLOR = "#808080"

/** A tag's page metadata, one entry of content/data/tags.json keyed by the tag. */
export const TAG: ContentType = {
  type: "TagMeta",
  description: "A tag's name, text, colour and picture, from content/data/tags.json",
  fields: [
    {
      name: "displayName",
      kind: "text",
      alwaysSet: true,
      description: "The tag as shown; the tag itself when left out",
      cms: { label: "Name", widget: "string", required: false },
    },
    { name: "description", kind: "text", description: "The tag page's introduction", cms: { label: "Description", widget: "text", required: false } },
    { name: "color", kind: "text", default: DEFAULT_TAG_COLOR, description: "The tag page's colour", cms: { label: "Colour", widget: "string", hint: "A CSS colour, e.g. #d0702e" } },
    { name: "image", kind: "text", description: "The tag page's own picture", cms: { label: "Picture", widget: "string", required: false, hint: "An image address" } },
    {
      name: "lang",
      kind: "text",
      allowed: LANGS,
      description: "The language the tag is a word of; for a pair, one side's is enough",
      cms: { label: "Language", widget: "select", optionLabels: LANGS.map(lang => LANG_NAMES[lang].en), required: false },
    },
    {
      name: "counterpart",
      kind: "text",
      description: "The same tag in the other language, whose page the tag page offers; declared on one side, it pairs both",
      // Its options are the declared tags, which gatsby/cms-config.ts lists.
      cms: { label: "Counterpart", widget: "select", required: false, hint: "The same tag in the other language; set it on one of the two tags" },
    },
    { name: "tag", kind: "text", computed: true, alwaysSet: true, description: "The tag as articles write it" },
  ],
}
