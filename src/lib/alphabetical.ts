/**
 * The alphabetical order of a language, as a comparison for `sort`. One ICU collator per language
 * serves every comparison: in Node, `String.prototype.localeCompare` with a locale builds one on
 * each call, about sixty times slower over a sort (the build sorts thousands of articles). A locale
 * is always named, so the build and every reader's browser sort alike whatever their own language.
 * A page still pays for loading the collation data on its first comparison, whichever way it sorts.
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
