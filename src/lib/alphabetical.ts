/**
 * The alphabetical order of a language, as a comparison for `sort`. One ICU collator per language
 * serves every comparison: `String.prototype.localeCompare` with a locale builds a collator on each
 * call, about sixty times slower over a sort, and a page that sorts while it hydrates (the blog's tag
 * cloud) blocks the phone's main thread for as long. A locale is always named, so the build and
 * every reader's browser sort alike whatever their own language.
 */
const collators = new Map<string, Intl.Collator>()

export function alphabetical(locale: string): (a: string, b: string) => number {
  let collator = collators.get(locale)
  if (!collator) {
    collator = new Intl.Collator(locale)
    collators.set(locale, collator)
  }
  return collator.compare
}
