export interface NamedTranslation<L extends string> {
  /** the slug of the article it translates */
  original: string
  lang: L
}

/**
 * The article whose translation a file name would make a file: {slug}-{lang} names the lang
 * translation of {slug}, whether or not that article exists. Null for any other name.
 */
export function originalNamedBy<L extends string>(slug: string, langs: readonly L[]): NamedTranslation<L> | null {
  for (const lang of langs) {
    const suffix = `-${lang}`
    const original = slug.slice(0, -suffix.length)
    if (slug.endsWith(suffix) && original) return { original, lang }
  }
  return null
}

/**
 * What an article's file name says it is. Editors add a translation through Git as {slug}-{lang}.md
 * beside {slug}.md, often without front matter saying so, so that name alone makes it the
 * translation. The same name with no original beside it (foo-es.md, no foo.md) is an original's.
 * The build and the CMS preview both pair by this rule, each asking its own store whether the
 * original exists.
 */
export function translationByFileName<L extends string>(slug: string, langs: readonly L[], hasArticle: (slug: string) => boolean): NamedTranslation<L> | null {
  const named = originalNamedBy(slug, langs)
  return named && hasArticle(named.original) ? named : null
}
