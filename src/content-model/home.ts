import type { ContentType } from "./field"

const HERO_DESCRIPTION: ContentType = {
  type: "HeroDescription",
  description: "One of the home page's three introductions",
  fields: [
    { name: "label", kind: "text", required: true, description: "The button that shows it" },
    { name: "text", kind: "text", required: true, description: "The introduction" },
  ],
}

/** The home page's and footer's words, content/data/home.json. */
export const HOME: ContentType = {
  type: "HomeData",
  description: "The home page's and footer's words, from content/data/home.json",
  fields: [
    { name: "footer_about", nodeName: "footerAbout", kind: "text", required: true, description: "The footer's about text" },
    { name: "taglines", kind: "words", required: true, description: "The hero's rotating taglines" },
    { name: "hero_descriptions", nodeName: "heroDescriptions", kind: "entries", entry: HERO_DESCRIPTION, required: true, description: "Three introductions" },
    { name: "key", kind: "text", computed: true, alwaysSet: true, description: "home" },
  ],
}
