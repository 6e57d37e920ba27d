// Types of translation-freshness.js (plain JavaScript so the Node scripts can run it as it is).

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

export function normaliseBody(body: string): string
export function bodyDigest(body: string): string
export function isDigest(value: unknown): value is string
export function translationFreshness(sourceDigest: string | null | undefined, originalDigest: string): Freshness
export function translationStatus(articles: readonly ArticleText[]): { pairs: PairStatus[]; orphans: Orphan[] }
export function withSourceDigest(fileText: string, digest: string): string
