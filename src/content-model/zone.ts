import type { ContentType, Field } from "./field"

const derived = (name: string, description: string, kind: Field["kind"] = "text"): Field => ({
  name,
  kind,
  description,
  computed: true,
  alwaysSet: true,
})

/**
 * A site of the archaeological zones register. content/data/zones.json is INAH's register as
 * published, in Spanish; src/features/zones/register.ts checks it and derives these fields.
 */
export const ZONE: ContentType = {
  type: "Zone",
  description: "An archaeological zone, derived from content/data/zones.json",
  fields: [
    derived("zoneId", "state--site, from their names"),
    derived("position", "Its place in the register, from 0", "whole"),
    derived("state", "The state it lies in"),
    derived("name", "The site's name"),
    derived("visited", "The owner has been there", "yesNo"),
    derived("status", "abierto or cerrado"),
    derived("statusDetail", "Opening details"),
    derived("imageUrl", "INAH's picture of it"),
    derived("imageCredit", "The picture's author"),
    derived("imageLicense", "The picture's licence"),
    derived("imageSource", "Where the picture is from"),
    {
      name: "photoPath",
      kind: "text",
      computed: true,
      description: "The owner's own photo, under content/images",
      fileField: "photo",
      fileIn: "source folder",
    },
  ],
}

/** A state of the register, listed even without sites, for the state selector. */
export const ZONE_STATE: ContentType = {
  type: "ZoneState",
  description: "A state of the zones register",
  fields: [derived("name", "The state's name"), derived("position", "Its place in Spanish alphabetical order, from 0", "whole")],
}
