import { isLang, LANGS, SITE_LANG, type Lang } from "../content-model/lang"
import { LANG_NAMES, OWN_NAMES } from "../content-model/lang-names"

export { isLang, LANG_NAMES, LANGS, OWN_NAMES, SITE_LANG, type Lang }

/** A language as GraphQL or the page gives it (text the content model holds to LANGS), typed: the site's own for anything else. */
export const langOf = (value: string): Lang => (isLang(value) ? value : SITE_LANG)

/** The language a translation pairs with: an article has one translation, so this holds while the site has two languages. */
export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "es" : "en"
}

// Spanish accents, ñ, ü and the inverted marks never occur in ordinary English prose.
const SPANISH_MARKS = /[áéíóúñü¿¡ÁÉÍÓÚÑÜ]/

/** Guesses a text's language: Spanish when it carries Spanish accents or punctuation. */
export function guessLang(text: string): Lang {
  return SPANISH_MARKS.test(text) ? "es" : "en"
}

const READ_IN: Record<Lang, string> = { en: "Read in", es: "Leer en" }

/** The label of the link that leads to the version in `target`, in that language. */
export function readInLabel(target: Lang): string {
  return `${READ_IN[target]} ${OWN_NAMES[target]}`
}

/** The notice on a translation, written in the translation's own language, naming the original's (`original`, in that language). */
const AUTOMATED_TRANSLATION: Record<Lang, (original: string) => string> = {
  en: original => `This is an automated translation from ${original}`,
  es: original => `Esta es una traducción automática del ${original}`,
}

/** The notice on a translation, written in the translation's own language. */
export function automatedTranslationNotice(translationLang: Lang, originalLang: Lang): string {
  return AUTOMATED_TRANSLATION[translationLang](LANG_NAMES[originalLang][translationLang])
}

const ORIGINAL_UPDATED: Record<Lang, (original: string) => { text: string; link: string }> = {
  en: original => ({
    text: `The ${original} original has changed since this translation was made, so parts of it may be out of date.`,
    link: "Read the updated original",
  }),
  es: original => ({
    text: `El original en ${original} cambió después de hacerse esta traducción, así que algunas partes pueden no estar al día.`,
    link: "Leer el original actualizado",
  }),
}

/** On a translation whose original changed since it was made, in the translation's own language. */
export function originalUpdatedNotice(translationLang: Lang, originalLang: Lang): { text: string; link: string } {
  return ORIGINAL_UPDATED[translationLang](LANG_NAMES[originalLang][translationLang])
}
