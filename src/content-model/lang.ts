// The site's two languages, which every content file is written in, and their names in each.
export const LANGS = ["en", "es"] as const
export type Lang = (typeof LANGS)[number]

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value)
}

export const LANG_NAMES: Record<Lang, { en: string; es: string }> = {
  en: { en: "English", es: "inglés" },
  es: { en: "Spanish", es: "español" },
}
