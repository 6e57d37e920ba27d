import { ARTICLE } from "../content-model/article"
import type { RecordOf } from "../content-model/field"
import { readFrontMatter } from "../content-model/validate"
import { ContentError } from "../content-model/content-error"
import { guessLang, LANGS, otherLang, type Lang } from "./language"
import { isSlug, articlePath, translationPath } from "./paths"
import { standingOf, type Written } from "./article-standing"
import { markdownToPlainText, readTimeOf } from "./read-time"
import { isDigest } from "./translation-freshness"
import { publishedAt } from "./feed-length"
import { translationByFileName } from "./translation-name"

/** An Article node's fields that one file decides on a day; gatsby/nodes.ts adds the file's name, digest and pictures. */
export type ArticleRecord = Omit<RecordOf<typeof ARTICLE>, "file" | "hasBodyImage" | "bodyDigest">

export interface ArticleSource {
  /** the file as an editor knows it, e.g. content/articles/foo.md */
  file: string
  /** the file name without extension */
  slug: string
  frontmatter: Record<string, unknown>
  body: string
  /** whether an article {slug}.md sits beside this file: its name may make this file that article's translation */
  hasArticle: (slug: string) => boolean
  /** the day it is read on, "2025-09-27" (standingOf) */
  today: string
  /** what the file of the article {slug}.md says of its standing, once read; null before or without it */
  writtenOriginal: (slug: string) => Written | null
}

/** Checked before the model's kinds, so a digest of the wrong kind gets the message that says how to make one. */
function checkSourceDigest(source: ArticleSource, isTranslation: boolean): void {
  const { sourceDigest: value } = source.frontmatter
  if (value === undefined || value === null || value === "") return
  if (!isTranslation) {
    throw new ContentError(source.file, "sourceDigest", "belongs on translations only: it records which revision of the original a translation was made from")
  }
  if (!isDigest(value)) {
    throw new ContentError(
      source.file,
      "sourceDigest",
      `must be the 12-character digest that "npm run translations:stamp -- ${source.slug}" writes, got ${JSON.stringify(value)}`,
    )
  }
}

/** A revision cannot come before the article: compared by day, and by instant when both name a time of day. */
function isBefore(updated: string, date: string): boolean {
  const [updatedDay, dateDay] = [updated.slice(0, 10), date.slice(0, 10)]
  if (updatedDay !== dateDay) return updatedDay < dateDay
  return updated.length > 10 && date.length > 10 && Date.parse(updated) < Date.parse(date)
}

/** The earlier addresses an original lists, as slugs; a translation's follow its original's. */
function checkFormerSlugs(source: ArticleSource, formerSlugs: readonly string[], translationOf: string | null): void {
  if (!formerSlugs.length) return
  const fail = (detail: string) => new ContentError(source.file, "formerSlugs", detail)
  if (translationOf) throw fail(`belongs on the original ${translationOf}.md: its earlier addresses lead to its translations too`)
  const bad = formerSlugs.find(slug => !isSlug(slug))
  if (bad !== undefined) throw fail(`must be slugs (lower-case letters and digits joined by hyphens, as a file name), got ${JSON.stringify(bad)}`)
}

/** Validates one article file's front matter against the content model; throws a ContentError naming the file and field. */
export function articleFromSource(source: ArticleSource): ArticleRecord {
  const named = translationByFileName(source.slug, LANGS, source.hasArticle)
  checkSourceDigest(source, Boolean(source.frontmatter.translationOf) || named !== null)
  const fields = readFrontMatter(ARTICLE, source)
  const { title } = fields
  const translationOf = fields.translationOf ?? named?.original ?? null
  const lang = fields.lang ?? named?.lang ?? guessLang(`${title}\n${source.body}`)
  if (named && !fields.translationOf && lang !== named.lang) {
    throw new ContentError(
      source.file,
      "lang",
      `is ${lang}, but the file name makes this the ${named.lang} translation of ${named.original}.md: rename the file or correct lang`,
    )
  }
  if (translationOf && source.slug !== `${translationOf}-${lang}`) {
    throw new ContentError(
      source.file,
      "translationOf",
      `says this is the ${lang} translation of "${translationOf}", so the file must be named ${translationOf}-${lang}.md`,
    )
  }
  if (fields.updated && isBefore(fields.updated, fields.date)) {
    throw new ContentError(source.file, "updated", `is ${fields.updated}, before the article's date ${fields.date}`)
  }
  checkFormerSlugs(source, fields.formerSlugs, translationOf)
  if (fields.translatedFrom === lang) {
    throw new ContentError(source.file, "translatedFrom", `cannot be the translation's own language (${lang})`)
  }

  // Translations are always timed from their own text; an original may state its time.
  const readTime = (!translationOf && fields.readTime) || readTimeOf(markdownToPlainText(source.body))
  return {
    ...fields,
    slug: source.slug,
    lang,
    translationOf,
    translatedFrom: fields.translatedFrom ?? (translationOf ? otherLang(lang) : null),
    readTime,
    path: translationOf ? translationPath(translationOf, lang) : articlePath(source.slug),
    translatedBy: fields.translatedBy ?? (translationOf ? "machine" : null),
    isTranslation: translationOf !== null,
    statusInFile: fields.status,
    publishedAt: publishedAt(fields.date),
    ...standingOf({ statusInFile: fields.status, date: fields.date, translationOf }, translationOf ? source.writtenOriginal(translationOf) : null, source.today),
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

/**
 * Cross-file checks of earlier addresses: each must be free, neither an article's own address (a
 * draft's included, whose address is sealed) nor one another article already lists.
 */
export function formerSlugErrors(articles: ReadonlyArray<ArticleRef & { formerSlugs: readonly string[] }>): ContentError[] {
  const originals = new Set(articles.filter(a => !a.translationOf).map(a => a.slug))
  const listedBy = new Map<string, ArticleRef>()
  const errors: ContentError[] = []
  for (const article of articles) {
    for (const former of article.formerSlugs) {
      const other = listedBy.get(former)
      if (originals.has(former)) {
        errors.push(new ContentError(article.file, "formerSlugs", `lists "${former}", the address of the article ${former}.md`))
      } else if (other) {
        errors.push(new ContentError(article.file, "formerSlugs", `lists "${former}", which ${other.file} already lists`))
      } else {
        listedBy.set(former, article)
      }
    }
  }
  return errors
}
