import { site } from "../config/site"
import { PROJECT_CATEGORIES, type ProjectCategory } from "../content-model/project"
import type { Lang } from "./language"

/** What an article's address may be named: lower-case letters and digits in words joined by hyphens, as its file is. */
export const isSlug = (text: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text)

export const articlePath = (slug: string): string => `/article/${slug}`
export const translationPath = (slug: string, lang: Lang): string => `/article/${slug}/${lang}`

export const BLOG_PATH = "/blog"
/** The canonical tag page. */
export const tagPath = (tag: string): string => `${BLOG_PATH}/${encodeURIComponent(tag)}`
/** Every post the blog lists, by year: a page of the blog's own, so no tag may be named "archive" (tags.ts). */
export const ARCHIVE_PATH = `${BLOG_PATH}/archive`
/** The second reading of the spec's routes; it renders the same page, canonical to `tagPath`. */
export const tagAliasPath = (tag: string): string => `${BLOG_PATH}/tag/${encodeURIComponent(tag)}`

/**
 * The segment before a numbered page's number (/blog/page/2, /blog/music/page/2), as Docusaurus's
 * and tailwind-nextjs-starter-blog's blogs name theirs: a number alone could be a tag's name, and
 * no tag may be named "page" (tags.ts).
 */
export const PAGE_SEGMENT = "page"
/** Page `number` of the list whose first page is `firstPath`; the first keeps that address. */
export const listingPagePath = (firstPath: string, number: number): string => (number === 1 ? firstPath : `${firstPath}/${PAGE_SEGMENT}/${number}`)

/** The formats each language's feed comes in, each with its file name. */
export const FEED_FILES = { rss: "rss.xml", atom: "atom.xml", json: "feed.json" } as const
export type FeedFormat = keyof typeof FEED_FILES

/** A language's feed, its originals and translations: /en/rss.xml, /es/atom.xml, /es/feed.json. */
export const languageFeedPath = (lang: Lang, format: FeedFormat = "rss"): string => `/${lang}/${FEED_FILES[format]}`

/** The main feed: the published originals of both languages (RSS only). */
export const MAIN_FEED_PATH = "/rss.xml"

/** The XSLT stylesheet that shows a language's RSS and Atom feeds to a person, in that language: /es/feed.xsl. */
export const feedStylesheetPath = (lang: Lang): string => `/${lang}/feed.xsl`

/** The styles of the page a feed's stylesheet makes (static/feed.css). */
export const FEED_PAGE_STYLE_PATH = "/feed.css"

/** The site described for language models (https://llmstxt.org). */
export const LLMS_TXT_PATH = "/llms.txt"

/**
 * A tag's one image search address, its query as URLSearchParams writes it (a space as "+"): the
 * Netlify CLI rewrites a function's query that way before the function reads it, so this spelling
 * is the same whether it is served by the CLI (`npm start`) or reaches the function as sent.
 */
export const tagImageSearchPath = (tag: string): string => `/api/pexels-search?${new URLSearchParams({ q: tag })}`

export const ownerAreaPath = `/${site.ownerArea}`
export const draftPath = (slug: string): string => `${ownerAreaPath}/${slug}`

/**
 * The file that holds, sealed, what the owner finds at each of the drafts' /article addresses: the
 * not-found page opens it for a tab holding the owner's key (gatsby/pages/owner.ts writes it).
 */
export const sealedDraftAddressesPath = `${ownerAreaPath}/sealed-drafts.json`

/** The slug of a draft's address (`draftPath`, with or without a closing slash); undefined for any other address. */
export function draftSlugOf(pathname: string): string | undefined {
  const prefix = `${ownerAreaPath}/`
  if (!pathname.startsWith(prefix)) return undefined
  const slug = pathname.slice(prefix.length).replace(/\/$/, "")
  if (!slug || slug.includes("/")) return undefined
  try {
    return decodeURIComponent(slug)
  } catch {
    return undefined
  }
}

export { PROJECT_CATEGORIES, type ProjectCategory }
export const projectsPath = (category?: ProjectCategory): string => (category ? `/projects/${category}` : "/projects")

/** An absolute address on the production site. */
export const absoluteUrl = (path: string): string => new URL(path, site.url).toString()

export const NEWSLETTER_PATH = "/newsletter"
export const NEWSLETTER_SUCCESS_PATH = "/newsletter-success"
export const UNSUBSCRIBE_PATH = "/unsubscribe"
export const CONFIRM_SUBSCRIPTION_PATH = "/confirm-subscription"

export const EXPERIMENTS_PATH = "/experiments"
export const STOIC_QUOTES_PATH = "/experiment/stoic-quotes"
export const MEDIA_PLAYER_PATH = "/experiment/media-player"
export const MEDIA_PLAYER_DOCS_PATH = "/development/media-player-react"
export const ZONES_PATH = "/projects/inah"
/** "Guitar Hero {product}" lives under the product's lower-case slug. */
export const guitarGamePath = `/experiment/guitar-hero-${site.productSlug}`
