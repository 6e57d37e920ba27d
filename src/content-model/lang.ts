// The site's languages, which every content file is written in. A language is added here and in the
// tables keyed by it (lang-names.ts and others); docs/recipes.md ("Add a language") lists what still assumes two.
export const LANGS = ["en", "es"] as const
export type Lang = (typeof LANGS)[number]

/** The site's own language: its pages' and feeds' addresses carry no language, and an unknown language is taken for it. */
export const SITE_LANG: Lang = "en"

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value)
}
