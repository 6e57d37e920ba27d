// The names of the site's languages (lang.ts), kept apart from the list itself: every page reads the
// list, and only some pages name a language.
import type { Lang } from "./lang"

/** Each language's name as a sentence of every language writes it: LANG_NAMES.es.en is "Spanish". */
export const LANG_NAMES: Record<Lang, Record<Lang, string>> = {
  en: { en: "English", es: "inglés" },
  es: { en: "Spanish", es: "español" },
}

/** Each language named by its own readers, standing alone (a social card, a link to that version). */
export const OWN_NAMES: Record<Lang, string> = { en: "English", es: "Español" }
