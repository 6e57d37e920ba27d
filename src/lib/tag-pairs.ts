import type { LanguageVersion } from "./article-versions"
import { otherLang, type Lang } from "./language"
import { listingPagePath, tagPath } from "./paths"

/** A tag as content/data/tags.json declares it: its language and its counterpart, either maybe left out. */
export interface DeclaredTag {
  tag: string
  lang: Lang | null
  counterpart: string | null
}

/** Makes the error that names the tag and the field of content/data/tags.json a pairing breaks. */
export type TagFail = (tag: string, field: "lang" | "counterpart", detail: string) => Error

/** The tag that names `tag` as its counterpart, when one does. */
const namedBy = (tags: readonly DeclaredTag[], tag: string): DeclaredTag | undefined => tags.find(other => other.counterpart === tag)

function checkPair(declaring: DeclaredTag, byTag: ReadonlyMap<string, DeclaredTag>, tags: readonly DeclaredTag[], fail: TagFail): void {
  const name = declaring.counterpart!
  const counterpart = byTag.get(name)
  if (!counterpart) throw fail(declaring.tag, "counterpart", `names "${name}", which is not a declared tag: declare "${name}" too, or name a declared one`)
  if (counterpart.tag === declaring.tag) throw fail(declaring.tag, "counterpart", "names the tag itself: a counterpart is the same tag in the other language")
  if (counterpart.counterpart !== null && counterpart.counterpart !== declaring.tag) {
    throw fail(declaring.tag, "counterpart", `names "${name}", whose own counterpart is "${counterpart.counterpart}": a pair names each other, or is declared on one side only`)
  }
  const rival = namedBy(tags, name)
  if (rival && rival !== declaring) throw fail(declaring.tag, "counterpart", `names "${name}", which "${rival.tag}" already names: a tag has one counterpart`)
  if (declaring.lang === null && counterpart.lang === null) {
    throw fail(declaring.tag, "lang", `is needed on "${declaring.tag}" or on "${name}" to tell which of the pair is in which language`)
  }
  if (declaring.lang !== null && declaring.lang === counterpart.lang) {
    throw fail(declaring.tag, "counterpart", `names "${name}", which is in the same language (${declaring.lang}): a counterpart is in the other language`)
  }
}

/**
 * Every declared tag with its counterpart and language as the pair implies them: one side's
 * declaration (work: counterpart trabajo, lang en) pairs both ways, so an editor writes it once.
 * Throws the error `fail` makes for a counterpart that is undeclared, the tag itself, claimed twice,
 * or in the same language, and for a pair whose languages are not told.
 */
export function pairTags(tags: readonly DeclaredTag[], fail: TagFail): DeclaredTag[] {
  const byTag = new Map(tags.map(tag => [tag.tag, tag]))
  for (const tag of tags) if (tag.counterpart !== null) checkPair(tag, byTag, tags, fail)
  return tags.map(tag => {
    const counterpart = byTag.get(tag.counterpart ?? namedBy(tags, tag.tag)?.tag ?? "")
    if (!counterpart) return tag
    const counterpartLang = counterpart.lang ?? (tag.lang && otherLang(tag.lang))
    return { tag: tag.tag, counterpart: counterpart.tag, lang: tag.lang ?? (counterpartLang && otherLang(counterpartLang)) }
  })
}

/** A tag page's versions in each language (English first, the x-default) and the one a reader may switch to. */
export interface TagPageLanguages {
  versions: LanguageVersion[]
  counterpart: { path: string; lang: Lang } | null
}

const NONE: TagPageLanguages = { versions: [], counterpart: null }

/**
 * The languages of page `number` of a tag's pages: its own and its counterpart's page of that
 * number, when the tag has a counterpart with that many pages (`pagesOf`: none for a tag no public
 * post uses). The language switch leads to the counterpart's page of that number, or to its first
 * where it has fewer pages.
 */
export function tagPageLanguages(tag: DeclaredTag | undefined, pagesOf: (tag: string) => number, number: number): TagPageLanguages {
  if (!tag?.counterpart || !tag.lang) return NONE
  const counterpartPages = pagesOf(tag.counterpart)
  if (counterpartPages === 0) return NONE
  const counterpartLang = otherLang(tag.lang)
  if (number > counterpartPages) return { versions: [], counterpart: { path: tagPath(tag.counterpart), lang: counterpartLang } }
  const own = { path: listingPagePath(tagPath(tag.tag), number), lang: tag.lang }
  const counterpart = { path: listingPagePath(tagPath(tag.counterpart), number), lang: counterpartLang }
  return { versions: tag.lang === "en" ? [own, counterpart] : [counterpart, own], counterpart }
}
