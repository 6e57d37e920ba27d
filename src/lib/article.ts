import { ContentError } from "./content-error"
import { parseIsoDate } from "./dates"
import { checkKnownKeys } from "./known-keys"
import { guessLang, isLang, type Lang } from "./language"
import { articlePath, translationPath } from "./paths"
import { markdownToPlainText, readTimeOf } from "./read-time"
import { isDigest } from "./translation-freshness"

export const ARTICLE_STATUSES = ["published", "draft"] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]
export const TRANSLATORS = ["machine", "person"] as const
export type Translator = (typeof TRANSLATORS)[number]

/** Every front-matter field an article or translation may have (README "Writing an article", the CMS's config.yml). */
export const ARTICLE_FIELDS = [
  "title",
  "date",
  "excerpt",
  "thumbnail",
  "tags",
  "status",
  "lang",
  "readTime",
  "translationOf",
  "translatedFrom",
  "translatedBy",
  "sourceDigest",
] as const

/** What an Article node holds, validated from one Markdown file. */
export interface ArticleRecord {
  slug: string
  title: string
  date: string
  excerpt: string | null
  thumbnail: string | null
  tags: string[]
  status: ArticleStatus
  lang: Lang
  readTime: string
  path: string
  /** the original's slug, on translations only */
  translationOf: string | null
  translatedFrom: Lang | null
  translatedBy: Translator | null
  /** on translations: the digest of the original's body the translation was made from */
  sourceDigest: string | null
}

/**
 * The status readers see: a translation is public only with its original, so the translation of a
 * draft is a draft too, kept out of every feed, list and sitemap its original is kept out of.
 */
export const statusWithOriginal = (own: string, originalStatus: string | null): string =>
  originalStatus === "draft" ? "draft" : own

export interface ArticleSource {
  /** the file as an editor knows it, e.g. content/articles/foo.md */
  file: string
  /** the file name without extension */
  slug: string
  frontmatter: Record<string, unknown>
  body: string
}

const optionalString = (source: ArticleSource, field: string): string | null => {
  const value = source.frontmatter[field]
  if (value === undefined || value === null || value === "") return null
  if (typeof value !== "string") throw new ContentError(source.file, field, `must be text, got ${JSON.stringify(value)}`)
  return value
}

const oneOf = <T extends string>(source: ArticleSource, field: string, allowed: readonly T[], fallback: T | null): T | null => {
  const value = source.frontmatter[field]
  if (value === undefined || value === null || value === "") return fallback
  if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T
  throw new ContentError(source.file, field, `must be one of ${allowed.join(", ")}, got ${JSON.stringify(value)}`)
}

function requiredTitle(source: ArticleSource): string {
  const title = optionalString(source, "title")
  if (!title?.trim()) throw new ContentError(source.file, "title", "is required")
  return title.trim()
}

function requiredDate(source: ArticleSource): string {
  const raw = source.frontmatter.date
  const date = parseIsoDate(raw)
  if (!date) {
    const shown = raw instanceof Date ? "an impossible date" : JSON.stringify(raw ?? null)
    throw new ContentError(source.file, "date", `must be an ISO date or date-time such as "2024-05-31", got ${shown}`)
  }
  // Keep what the editor wrote (a plain date stays a plain date); YAML may already have made it a Date.
  return typeof raw === "string" ? raw.trim() : date.toISOString()
}

function tagsOf(source: ArticleSource): string[] {
  const value = source.frontmatter.tags
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.some(tag => typeof tag !== "string" || !tag.trim())) {
    throw new ContentError(source.file, "tags", `must be a list of words, got ${JSON.stringify(value)}`)
  }
  return [...new Set(value.map(tag => (tag as string).trim()))]
}

function sourceDigestOf(source: ArticleSource, translationOf: string | null): string | null {
  const value = source.frontmatter.sourceDigest
  if (value === undefined || value === null || value === "") return null
  if (!translationOf) {
    throw new ContentError(source.file, "sourceDigest", "belongs on translations only: it records which revision of the original a translation was made from")
  }
  if (!isDigest(value)) {
    throw new ContentError(
      source.file,
      "sourceDigest",
      `must be the 12-character digest that "npm run translations:stamp -- ${source.slug}" writes, got ${JSON.stringify(value)}`,
    )
  }
  return value
}

/** Validates one article file's front matter; throws a ContentError naming the file and field. */
export function articleFromSource(source: ArticleSource): ArticleRecord {
  checkKnownKeys(source.frontmatter, ARTICLE_FIELDS, (key, detail) => new ContentError(source.file, key, detail))
  const title = requiredTitle(source)
  const date = requiredDate(source)
  const status = oneOf(source, "status", ARTICLE_STATUSES, "published") as ArticleStatus
  const lang = oneOf(source, "lang", ["en", "es"] as const, null) ?? guessLang(`${title}\n${source.body}`)
  if (!isLang(lang)) throw new ContentError(source.file, "lang", "must be en or es")
  const translationOf = optionalString(source, "translationOf")
  const translatedFrom = oneOf(source, "translatedFrom", ["en", "es"] as const, null)
  const translatedBy = oneOf(source, "translatedBy", TRANSLATORS, translationOf ? "machine" : null)

  if (translationOf && source.slug !== `${translationOf}-${lang}`) {
    throw new ContentError(
      source.file,
      "translationOf",
      `says this is the ${lang} translation of "${translationOf}", so the file must be named ${translationOf}-${lang}.md`,
    )
  }
  if (translatedFrom === lang) {
    throw new ContentError(source.file, "translatedFrom", `cannot be the translation's own language (${lang})`)
  }

  const plainText = markdownToPlainText(source.body)
  // Translations are always timed from their own text; an original may state its time.
  const readTime = (!translationOf && optionalString(source, "readTime")) || readTimeOf(plainText)

  return {
    slug: source.slug,
    title,
    date,
    excerpt: optionalString(source, "excerpt"),
    thumbnail: optionalString(source, "thumbnail"),
    tags: tagsOf(source),
    status,
    lang,
    readTime,
    path: translationOf ? translationPath(translationOf, lang) : articlePath(source.slug),
    translationOf,
    translatedFrom,
    translatedBy,
    sourceDigest: sourceDigestOf(source, translationOf),
  }
}

export interface ArticleRef {
  file: string
  slug: string
  lang: Lang
  translationOf: string | null
}

/** Cross-file checks: every translation has an original, and no original has two in one language. */
export function translationErrors(articles: readonly ArticleRef[]): ContentError[] {
  const originals = new Map(articles.filter(a => !a.translationOf).map(a => [a.slug, a]))
  const errors: ContentError[] = []
  for (const article of articles) {
    if (!article.translationOf) continue
    const original = originals.get(article.translationOf)
    if (!original) {
      errors.push(
        new ContentError(article.file, "translationOf", `names "${article.translationOf}", but there is no article ${article.translationOf}.md`),
      )
    } else if (original.lang === article.lang) {
      errors.push(
        new ContentError(article.file, "lang", `is ${article.lang}, the same language as its original ${original.file}`),
      )
    }
  }
  return errors
}
