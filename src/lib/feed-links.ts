// How pages and feeds name each language's feed, and which of them a page's head links.
import { site } from "../config/site"
import { isLang, LANG_NAMES, SITE_LANG, type Lang } from "./language"
import { languageFeedPath, tagPath, type FeedFormat } from "./paths"

/**
 * A tag's feed in one language: the site's own beside the tag page (/blog/{tag}/rss.xml), another
 * language's under its code as that language's feed is (/es/blog/{tag}/rss.xml).
 */
export const tagFeedPath = (tag: string, lang: Lang): string => `${lang === SITE_LANG ? "" : `/${lang}`}${tagPath(tag)}/rss.xml`

/** Each format's media type, as a `<link rel="alternate">` announces it. */
export const FEED_MEDIA_TYPES: Record<FeedFormat, string> = {
  rss: "application/rss+xml",
  atom: "application/atom+xml",
  json: "application/feed+json",
}

const FORMAT_NAMES: Record<FeedFormat, string> = { rss: "RSS", atom: "Atom", json: "JSON" }

/** "Riff & Code Blog (Spanish) Atom Feed": the feed's own title and its link's. */
export const languageFeedTitle = (lang: Lang, format: FeedFormat): string => `${site.blogName} (${LANG_NAMES[lang].en}) ${FORMAT_NAMES[format]} Feed`

export interface FeedLink {
  format: FeedFormat
  type: string
  title: string
  href: string
}

/**
 * The Atom and JSON feeds of a page's language, for its head. Its RSS feed is already there:
 * gatsby-plugin-feed links the RSS feeds from every page.
 */
export const languageFeedLinks = (lang: Lang): FeedLink[] =>
  (["atom", "json"] as const).map(format => ({ format, type: FEED_MEDIA_TYPES[format], title: languageFeedTitle(lang, format), href: languageFeedPath(lang, format) }))

interface HeadElement {
  props?: Record<string, unknown>
}

/**
 * A page's language, read from the head the page's `Head` rendered: its `og:locale` (en_US, es_MX),
 * which the Seo component writes from the same `lang` as `<html lang>`. English when there is none.
 */
export function pageLangOf(headComponents: readonly unknown[]): Lang {
  const locale = headComponents
    .flat(Infinity)
    .map(element => (element as HeadElement | null)?.props)
    .find(props => props?.property === "og:locale")?.content
  const lang = typeof locale === "string" ? locale.split(/[_-]/)[0] : undefined
  return isLang(lang) ? lang : "en"
}
