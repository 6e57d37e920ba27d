// The site's languages, which every content file is written in, and what the code knows of each.
// A language is added here; docs/recipes.md ("Add a language") lists what still assumes two.
export const LANGS = ["en", "es"] as const
export type Lang = (typeof LANGS)[number]

/** The site's own language: its pages' and feeds' addresses carry no language, and an unknown language is taken for it. */
export const SITE_LANG: Lang = "en"

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value)
}

/** Each language's name as a sentence of every language writes it: LANG_NAMES.es.en is "Spanish". */
export const LANG_NAMES: Record<Lang, Record<Lang, string>> = {
  en: { en: "English", es: "inglés" },
  es: { en: "Spanish", es: "español" },
}

/** Each language named by its own readers, standing alone (a social card, a link to that version). */
export const OWN_NAMES: Record<Lang, string> = { en: "English", es: "Español" }

/** The Open Graph locale of a page in each language. */
export const LOCALES: Record<Lang, string> = { en: "en_US", es: "es_MX" }
