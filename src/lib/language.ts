import { isLang, LANG_NAMES, LANGS, type Lang } from "../content-model/lang"

export { isLang, LANG_NAMES, LANGS, type Lang }

/** A language as GraphQL or the page gives it (text the content model holds to LANGS), typed: English, the site's own, for anything else. */
export const langOf = (value: string): Lang => (isLang(value) ? value : "en")

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "es" : "en"
}

// Spanish accents, ñ, ü and the inverted marks never occur in ordinary English prose.
const SPANISH_MARKS = /[áéíóúñü¿¡ÁÉÍÓÚÑÜ]/

/** Guesses a text's language: Spanish when it carries Spanish accents or punctuation. */
export function guessLang(text: string): Lang {
  return SPANISH_MARKS.test(text) ? "es" : "en"
}

/** The label of the link that leads to the version in `target`. */
export function readInLabel(target: Lang): string {
  return target === "en" ? "Read in English" : "Leer en Español"
}

/** The notice on a translation, written in the translation's own language. */
export function automatedTranslationNotice(translationLang: Lang, originalLang: Lang): string {
  return translationLang === "es"
    ? `Esta es una traducción automática del ${LANG_NAMES[originalLang].es}`
    : `This is an automated translation from ${LANG_NAMES[originalLang].en}`
}

/** On a translation whose original changed since it was made, in the translation's own language. */
export function originalUpdatedNotice(translationLang: Lang, originalLang: Lang): { text: string; link: string } {
  return translationLang === "es"
    ? {
        text: `El original en ${LANG_NAMES[originalLang].es} cambió después de hacerse esta traducción, así que algunas partes pueden no estar al día.`,
        link: "Leer el original actualizado",
      }
    : {
        text: `The ${LANG_NAMES[originalLang].en} original has changed since this translation was made, so parts of it may be out of date.`,
        link: "Read the updated original",
      }
}
