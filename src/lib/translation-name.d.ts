// Types of translation-name.js (plain JavaScript so the Markdown plugin can load it as it is).

export interface NamedTranslation<L extends string> {
  /** the slug of the article it translates */
  original: string
  lang: L
}

/** The original and language a file named {slug}-{lang} beside {slug} translates, or null for an original's name. */
export function translationByFileName<L extends string>(
  slug: string,
  langs: readonly L[],
  hasArticle: (slug: string) => boolean,
): NamedTranslation<L> | null

/** The original and language a file named {slug}-{lang} would translate, were {slug} an article; null for any other name. */
export function originalNamedBy<L extends string>(slug: string, langs: readonly L[]): NamedTranslation<L> | null
