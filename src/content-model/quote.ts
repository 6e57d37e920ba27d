import type { ContentType } from "./field"

/** The four Stoics of the collection, in the order their filter chips appear. */
export const STOIC_AUTHORS = ["Marcus Aurelius", "Seneca", "Epictetus", "Musonius Rufus"] as const

/** A Stoic quote of the quotes widget, one entry of content/data/quotes.json. */
export const QUOTE: ContentType = {
  type: "Quote",
  description: "A Stoic quote, from content/data/quotes.json",
  fields: [
    { name: "content", kind: "text", required: true, description: "The quote's words" },
    { name: "author", kind: "text", required: true, allowed: STOIC_AUTHORS, description: "Who said it" },
    { name: "reference", kind: "text", required: true, description: "the work and its section" },
    { name: "translation", kind: "text", required: true, description: "the translator and the year of the translation" },
    { name: "position", kind: "whole", computed: true, alwaysSet: true, description: "Its place in the file, from 0" },
  ],
}
