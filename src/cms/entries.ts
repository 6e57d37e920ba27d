import type { ArticleViewData } from "../content-model/article-view"
import type { ContentPageData } from "../components/content/ContentPage"
import { ARTICLES, PAGES, PROJECTS, TRANSLATIONS } from "../content-model/cms-collections"
import { articleFromSource, type ArticleRecord } from "../lib/article-source"
import { standingOf } from "../lib/article-standing"
import { ContentError } from "../content-model/content-error"
import { contentsHtml, type Heading } from "../lib/contents"
import { contentPageFromSource } from "../lib/content-page-source"
import { CMS_PATH } from "../lib/identity"
import { LANG_NAMES, LANGS, otherLang } from "../lib/language"
import { articlePath, translationPath } from "../lib/paths"
import { projectFromSource, type ProjectRecord } from "../lib/project-source"
import { dayIn } from "../lib/schedule"
import { originalNamedBy } from "../lib/translation-name"
import { site } from "../config/site"
import type { CmsEntry } from "./decap"


/** The build's message for an entry it would refuse, or the entry as the build would read it. */
export function readEntry<T>(read: () => T): { value: T; problem: null } | { value: null; problem: string } {
  try {
    return { value: read(), problem: null }
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    return { value: null, problem: error.message }
  }
}

/** An entry's file as the build reads it: the front matter without the CMS's empty fields, and the Markdown. */
export function fileOf(entry: CmsEntry): { frontmatter: Record<string, unknown>; body: string } {
  const { body, ...fields } = entry.data
  const frontmatter = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ""))
  return { frontmatter, body: typeof body === "string" ? body : "" }
}

/** The address of an entry in the CMS. */
export const entryHref = (collection: string, slug: string): string => `${CMS_PATH}#/collections/${collection}/entries/${slug}`

/**
 * The article entry whose translation this entry's file name would make it ({original}-{lang}): the
 * preview looks it up, and pairs the two as the build does when it exists (translationByFileName).
 */
export const namedOriginalSlug = (entry: CmsEntry): string | null => (entry.slug ? (originalNamedBy(entry.slug, LANGS)?.original ?? null) : null)

/** Read on the owner's today, an entry dated ahead previews as the draft it stays until its day. */
const ownersToday = () => dayIn(new Date(), site.timeZone)

/**
 * An article entry as the build would read its file, `hasArticle` telling which other article
 * entries exist. A new entry has no file name until it is saved, so it is taken to have the name
 * it must have (a translation's {original}-{lang}). Its original is found from what this reading
 * gives, so a translation is judged beside it later (articleView).
 */
export function articleOf(entry: CmsEntry, hasArticle: (slug: string) => boolean): ArticleRecord {
  const { frontmatter, body } = fileOf(entry)
  const translationOf = typeof frontmatter.translationOf === "string" ? frontmatter.translationOf : null
  const slug = entry.slug || (translationOf && typeof frontmatter.lang === "string" ? `${translationOf}-${frontmatter.lang}` : "new-article")
  return articleFromSource({ file: `${ARTICLES.folder}/${slug}.md`, slug, frontmatter, body, hasArticle, today: ownersToday(), writtenOriginal: () => null })
}

/** The other-language entry of an article: a translation's original, or the translation an original would have. */
export function counterpartSlug(article: ArticleRecord): string {
  return article.translationOf ?? `${article.slug}-${otherLang(article.lang)}`
}

export interface TranslationLink {
  href: string
  label: string
}

/**
 * Where an editor goes from an article to its other-language version: a translation's original, an
 * original's translation, or a new translation prefilled with what ties it to its original.
 */
export function translationLink(article: ArticleRecord, counterpart: CmsEntry | null): TranslationLink | null {
  const lang = LANG_NAMES[otherLang(article.lang)].en
  if (counterpart) {
    const href = entryHref(ARTICLES.collection, counterpart.slug)
    return { href, label: article.translationOf ? `Edit the ${lang} original` : `Edit the ${lang} translation` }
  }
  if (article.translationOf) return null
  const prefill = new URLSearchParams({ translationOf: article.slug, lang: otherLang(article.lang), translatedFrom: article.lang })
  return { href: `${CMS_PATH}#/collections/${TRANSLATIONS.collection}/new?${prefill}`, label: `Translate into ${lang}` }
}

/** What the article page shows for an entry, its other-language version found or not. */
export function articleView(article: ArticleRecord, counterpart: CmsEntry | null, html: string, headings: readonly Heading[]): ArticleViewData {
  const lang = otherLang(article.lang)
  const title = String(counterpart?.data.title ?? "")
  const original = article.translationOf && counterpart ? { title, path: articlePath(article.translationOf), lang } : null
  const translation = !article.translationOf && counterpart ? { title, path: translationPath(article.slug, lang), lang } : null
  // An original the build would refuse gives the translation nothing: its own problems are shown on its own preview.
  const originalFile = original && counterpart ? readEntry(() => articleOf(counterpart, () => false)).value : null
  return {
    ...article,
    ...standingOf(article, originalFile, ownersToday()),
    isTranslation: Boolean(article.translationOf),
    originalUpdated: false,
    original,
    translation,
    html,
    contents: contentsHtml(headings, article.lang),
  }
}

/** A project entry as the build would read its file. */
export function projectOf(entry: CmsEntry): ProjectRecord {
  const slug = entry.slug || "new-project"
  return projectFromSource({ file: `${PROJECTS.folder}/${slug}.md`, slug, frontmatter: fileOf(entry).frontmatter })
}

/** A page entry (about, now) as its page shows it. */
export function pageView(entry: CmsEntry, html: string): ContentPageData {
  const { frontmatter } = fileOf(entry)
  const page = contentPageFromSource({ file: `${PAGES.folder}/${entry.slug}.md`, name: entry.slug, frontmatter })
  return { title: page.title, html, lastUpdated: page.lastUpdated }
}
