// The shapes of what the owner area shows, sealed at build time (gatsby/drafts.ts) and opened in the
// owner's tab (the owner components): declared here, below both.
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { ArticleViewData } from "../content-model/article-view"

/** A draft version as its /article address shows it to the owner. */
export interface SealedArticleView {
  article: ArticleViewData
  image: IGatsbyImageData | null
}

/**
 * What the owner finds at one of the drafts' /article addresses: the draft, or the address to go to
 * instead (the original's, for a translation the draft lacks), as a published article's redirect does.
 */
export type DraftAddress = { view: SealedArticleView } | { redirectTo: string }

/** Every address of every draft, by path: sealed as one, so that which addresses hold a draft is sealed too. */
export type DraftAddresses = Record<string, DraftAddress>

/** A draft as the owner area's viewer shows it. */
export interface Draft {
  title: string
  date: string
  readTime: string
  lang: string
  tags: readonly string[]
  html: string | null
  hasBodyImage: boolean
  /** carried inside the sealed draft, so no image file of it is published */
  thumbnail: IGatsbyImageData | null
  translation: { title: string; lang: string; html: string | null } | null
}

/** A draft and the slug of its address in the owner area. */
export interface DraftAtSlug {
  slug: string
  draft: Draft
}

/** An article's card in the owner area's list. */
export interface OwnerCardArticle {
  id: string
  slug: string
  title: string
  date?: string | null
  excerpt?: string | null
  readTime?: string | null
  status: string
  /** a draft only until its date (src/lib/article-standing.ts) */
  scheduled?: boolean
  tags: readonly string[]
  translated: boolean
}
