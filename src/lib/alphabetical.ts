/**
 * The alphabetical order of a language, as a comparison for `sort`. One ICU collator per language
 * serves every comparison: in Node, `String.prototype.localeCompare` with a locale builds one on
 * each call, about sixty times slower over a sort (the build sorts thousands of articles). A locale
 * is always named, so every machine sorts alike whatever its own language.
 * The collator is made at the first comparison, not before: making it loads the language's collation
 * data, 15–35 ms of a page's main thread here (60–140 ms on Lighthouse's phone), so a page whose
 * code merely imports a sort pays nothing. So what a page shows in alphabetical order is sorted by
 * the build, never by the reader's browser.
 */
const collators = new Map<string, Intl.Collator>()

function collatorOf(locale: string): Intl.Collator {
  let collator = collators.get(locale)
  if (!collator) {
    collator = new Intl.Collator(locale)
    collators.set(locale, collator)
  }
  return collator
}

export function alphabetical(locale: string): (a: string, b: string) => number {
  let collator: Intl.Collator | undefined
  return (a, b) => (collator ??= collatorOf(locale)).compare(a, b)
}

/**
 * The order of code units, which GraphQL's `sort` gives too: the same in Node and every browser, and
 * free of collation data. It breaks ties between addresses (posts of one day), so that every list
 * of posts, the feeds and the archive order them alike.
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
