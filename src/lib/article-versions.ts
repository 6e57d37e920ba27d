export interface LanguageVersion {
  path: string
  lang: string
}

export interface VersionedArticle<V extends LanguageVersion> extends LanguageVersion {
  isTranslation: boolean
  original?: V | null
  translation?: V | null
}

/** The article in each language it exists in, original first. */
export function languageVersions<V extends LanguageVersion>(article: VersionedArticle<V>): LanguageVersion[] {
  const versions = article.isTranslation ? [article.original, article] : [article, article.translation]
  return versions.filter((version): version is V => Boolean(version)).map(({ path, lang }) => ({ path, lang }))
}

/**
 * hreflang alternates for one article: every language version plus x-default pointing at the
 * original. An article in a single language has no alternates.
 */
export function hreflangAlternates(versions: readonly LanguageVersion[]): LanguageVersion[] {
  if (versions.length < 2) return []
  return [...versions, { lang: "x-default", path: versions[0].path }]
}
