// Translation freshness: which revision of its original a translation was made from.
//
// The one implementation runs in the build (gatsby-node), in the translations scripts and in Jest.
// It runs on the build machine only: never import it from a page.
import { createHash } from "node:crypto"
import { langOf, otherLang } from "./language"

export type Freshness = "in sync" | "outdated"

export interface ArticleText {
  slug: string
  lang: string
  translationOf?: string | null
  sourceDigest?: string | null
  /** the Markdown after the front matter */
  body: string
}

export interface PairStatus {
  original: string
  /** the translation's slug, or the slug it should have when it is missing */
  translation: string
  state: Freshness | "missing"
  currentDigest: string
  sourceDigest: string | null
}

export interface Orphan {
  translation: string
  original: string
}

const DIGEST_LENGTH = 12
const DIGEST_PATTERN = /^[0-9a-f]{12}$/

/**
 * The part of an original whose changes make its translations stale: the Markdown after the
 * front matter. Line endings, trailing spaces (line breaks are kept anyway), blank lines at either
 * end and the Unicode form of accents are cosmetic, so they do not count as a change.
 */
function normaliseBody(body: string): string {
  return body
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map(line => line.replace(/[ \t]+$/, ""))
    .join("\n")
    .replace(/^\n+|\n+$/g, "")
}

/** A short digest of an article's body, recorded in a translation as `sourceDigest`. */
export function bodyDigest(body: string): string {
  return createHash("sha256").update(normaliseBody(body), "utf8").digest("hex").slice(0, DIGEST_LENGTH)
}

export function isDigest(value: unknown): value is string {
  return typeof value === "string" && DIGEST_PATTERN.test(value)
}

/**
 * "in sync" when the translation records the original's current digest; "outdated" when the
 * original changed since, or when the translation records no digest at all (nobody can vouch for it).
 */
export function translationFreshness(sourceDigest: string | null | undefined, originalDigest: string): Freshness {
  return sourceDigest && sourceDigest === originalDigest ? "in sync" : "outdated"
}

/**
 * Every original with the state of its translation into the other language, plus the
 * translations whose original does not exist. Articles are { slug, lang, translationOf,
 * sourceDigest, body } as read from their files.
 */
export function translationStatus<A extends ArticleText>(articles: readonly A[]): { pairs: PairStatus[]; orphans: Orphan[] } {
  const originals = articles.filter(a => !a.translationOf)
  const originalSlugs = new Set(originals.map(a => a.slug))
  const pairs = originals.map(original => {
    const lang = otherLang(langOf(original.lang))
    const expected = `${original.slug}-${lang}`
    const translation = articles.find(a => a.translationOf === original.slug && a.lang === lang)
    const currentDigest = bodyDigest(original.body)
    if (!translation) return { original: original.slug, translation: expected, state: "missing" as const, currentDigest, sourceDigest: null }
    const sourceDigest = translation.sourceDigest || null
    return { original: original.slug, translation: translation.slug, state: translationFreshness(sourceDigest, currentDigest), currentDigest, sourceDigest }
  })
  const orphans = articles.filter(a => a.translationOf && !originalSlugs.has(a.translationOf)).map(a => ({ translation: a.slug, original: a.translationOf as string }))
  return { pairs, orphans }
}

const FRONT_MATTER = /^(---[ \t]*\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n|$))/

/**
 * The file's text with `sourceDigest` set in its front matter: an existing line is replaced,
 * otherwise one is added at the end of the front matter. Everything else stays byte for byte.
 */
export function withSourceDigest(fileText: string, digest: string): string {
  const match = FRONT_MATTER.exec(fileText)
  if (!match) throw new Error("has no front matter to record the digest in")
  const [whole, open, fields = "", close] = match
  const newline = open.endsWith("\r\n") ? "\r\n" : "\n"
  const line = `sourceDigest: "${digest}"`
  const existing = /^sourceDigest:.*$/m
  const updated = existing.test(fields) ? fields.replace(existing, line) : `${fields}${line}${newline}`
  return `${open}${updated}${close}${fileText.slice(whole.length)}`
}
