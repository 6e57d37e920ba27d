import xml, { type XmlObject } from "xml"
import { withStylesheet } from "./feed-stylesheet"

/** Makes the site-relative addresses in rendered HTML absolute, as feed readers need. */
export function absolutizeHtml(html: string, siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, "")
  return html
    .replace(/(\s(?:href|src|poster)=")\/(?!\/)/g, `$1${origin}/`)
    .replace(/(\ssrcset=")([^"]*)"/g, (_, attr: string, list: string) =>
      `${attr}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${origin}/`)}"`,
    )
}

/**
 * Code blocks as plain text: the build highlights code with spans that only the site's stylesheet
 * colours, so a feed carries the code without them (the block and its language's name stay).
 */
export function plainCode(html: string): string {
  return html.replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, block => block.replace(/<\/?span\b[^>]*>/g, ""))
}

export interface FeedArticle {
  title: string
  date: string
  /** the day of its last revision, when it names one */
  updated?: string | null
  excerpt: string | null
  path: string
  html: string | null
  tags: readonly string[]
  lang: string
}

/**
 * One article as every feed format carries it. The RSS item, the Atom entry and the JSON Feed item
 * are each written from it, so the three formats cannot disagree about an article.
 */
export interface FeedEntry {
  /** the article's absolute address, which never changes: RSS's guid, Atom's and JSON Feed's id */
  id: string
  url: string
  title: string
  /** the excerpt; empty when the article has none */
  summary: string
  /** RFC 3339, in UTC: 2025-05-30T00:00:00Z */
  published: string
  /** RFC 3339, in UTC: the last revision's, when the article names one */
  revised: string | null
  tags: string[]
  /** the full content, its links absolute, its headings' anchors kept and its code plain */
  contentHtml: string
}

/**
 * An instant as RFC 3339 asks, in UTC and without a fraction of a second when there is none. A date
 * is read as the RSS library reads it (new Date), so the three formats date an article alike.
 */
export function rfc3339(date: string): string {
  const time = new Date(date)
  if (Number.isNaN(time.getTime())) throw new Error(`not a date: ${JSON.stringify(date)}`)
  return time.toISOString().replace(/\.000Z$/, "Z")
}

/** The one mapping of an article to what its feeds say of it: rssItem, jsonFeedItem and atomEntry all start here. */
export function feedEntry(article: FeedArticle, siteUrl: string): FeedEntry {
  const url = new URL(article.path, siteUrl).toString()
  let published: string
  let revised: string | null
  try {
    published = rfc3339(article.date)
    revised = article.updated ? rfc3339(article.updated) : null
  } catch (error) {
    throw new Error(`${article.path}: ${(error as Error).message}`)
  }
  return {
    id: url,
    url,
    title: article.title,
    summary: article.excerpt ?? "",
    published,
    revised,
    tags: [...article.tags],
    contentHtml: absolutizeHtml(plainCode(article.html ?? ""), siteUrl),
  }
}

export interface FeedItem {
  title: string
  description: string
  date: string
  url: string
  guid: string
  categories: string[]
  custom_elements: Array<Record<string, string>>
}

/** An entry as an item of the RSS library (gatsby-plugin-feed's `serialize`). */
export const rssItem = (entry: FeedEntry): FeedItem => ({
  title: entry.title,
  description: entry.summary,
  date: entry.published,
  url: entry.url,
  guid: entry.id,
  categories: [...entry.tags],
  custom_elements: [{ "content:encoded": entry.contentHtml }],
})

/** One RSS item with absolute links and the article's full content, its headings' anchors kept and its code plain. */
export function feedItem(article: FeedArticle, siteUrl: string): FeedItem {
  return rssItem(feedEntry(article, siteUrl))
}

/** What a feed says of itself, whatever its format. */
export interface FeedMeta {
  title: string
  description: string
  /** the language of every entry: en, es */
  lang: string
  /** the absolute address of the page the feed follows */
  homePageUrl: string
  /** the feed's own absolute address, which is also its Atom id */
  feedUrl: string
  author: { name: string; url: string }
  /** RFC 3339: the date of a feed without entries, which Atom still asks for; otherwise its newest entry's */
  updatedWhenEmpty: string
  /** the site path of the XSLT stylesheet a browser shows the Atom feed through (src/lib/feed-stylesheet.ts) */
  stylesheet: string
}

/** When an entry last changed: its revision, or its publication when it names none. */
const entryUpdated = (entry: FeedEntry): string => entry.revised ?? entry.published

/** The date a feed changed: its latest entry's change, so a build of the same content writes the same feed. */
export function feedUpdated(entries: readonly FeedEntry[], whenEmpty: string): string {
  return entries.map(entryUpdated).reduce<string | undefined>((newest, date) => (newest === undefined || Date.parse(date) > Date.parse(newest) ? date : newest), undefined) ?? whenEmpty
}

/** The item of a JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/); its authors are the feed's. */
export function jsonFeedItem(entry: FeedEntry): Record<string, unknown> {
  return {
    id: entry.id,
    url: entry.url,
    title: entry.title,
    content_html: entry.contentHtml,
    ...(entry.summary ? { summary: entry.summary } : {}),
    date_published: entry.published,
    ...(entry.revised ? { date_modified: entry.revised } : {}),
    ...(entry.tags.length ? { tags: [...entry.tags] } : {}),
  }
}

export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1"

/** A JSON Feed 1.1 document. */
export function jsonFeed(meta: FeedMeta, entries: readonly FeedEntry[]): string {
  const feed = {
    version: JSON_FEED_VERSION,
    title: meta.title,
    home_page_url: meta.homePageUrl,
    feed_url: meta.feedUrl,
    description: meta.description,
    language: meta.lang,
    authors: [{ name: meta.author.name, url: meta.author.url }],
    items: entries.map(jsonFeedItem),
  }
  return `${JSON.stringify(feed, null, 2)}\n`
}

// Characters XML 1.0 cannot hold at all, escaped or not: most C0 controls, lone surrogates, U+FFFE and U+FFFF.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const xmlText = (text: string): string => text.replace(NOT_XML, "")

const ATOM_NS = "http://www.w3.org/2005/Atom"

/** An entry of an Atom feed (RFC 4287), for the `xml` serializer; its author is the feed's. */
export function atomEntry(entry: FeedEntry): XmlObject {
  return {
    entry: [
      { id: xmlText(entry.id) },
      { title: xmlText(entry.title) },
      { link: { _attr: { rel: "alternate", type: "text/html", href: xmlText(entry.url) } } },
      { published: entry.published },
      { updated: entryUpdated(entry) },
      ...(entry.summary ? [{ summary: xmlText(entry.summary) }] : []),
      ...entry.tags.map(term => ({ category: { _attr: { term: xmlText(term) } } })),
      { content: [{ _attr: { type: "html" } }, xmlText(entry.contentHtml)] },
    ],
  }
}

/**
 * An Atom feed document (RFC 4287), written by an XML serializer, which escapes every text and
 * attribute, and shown to a person in a browser through the feed's stylesheet.
 */
export function atomFeed(meta: FeedMeta, entries: readonly FeedEntry[]): string {
  const feed: XmlObject = {
    feed: [
      { _attr: { xmlns: ATOM_NS, "xml:lang": meta.lang } },
      { id: xmlText(meta.feedUrl) },
      { title: xmlText(meta.title) },
      { subtitle: xmlText(meta.description) },
      { updated: feedUpdated(entries, meta.updatedWhenEmpty) },
      { author: [{ name: xmlText(meta.author.name) }, { uri: xmlText(meta.author.url) }] },
      { link: { _attr: { rel: "self", type: "application/atom+xml", href: xmlText(meta.feedUrl) } } },
      { link: { _attr: { rel: "alternate", type: "text/html", href: xmlText(meta.homePageUrl) } } },
      ...entries.map(atomEntry),
    ],
  }
  return `${withStylesheet(xml(feed, { declaration: true }), meta.stylesheet)}\n`
}

/**
 * A feed whose lastBuildDate is its newest item's date, or absent when it has none. The feed
 * library stamps the time of the build, so every build would rewrite every feed, changed or not.
 */
export function steadyBuildDate(xml: string): string {
  const itemDates = [...xml.matchAll(/<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map(match => match[1])
  const newest = itemDates.reduce<string | undefined>((latest, date) => (latest === undefined || Date.parse(date) > Date.parse(latest) ? date : latest), undefined)
  return xml.replace(/<lastBuildDate>[^<]*<\/lastBuildDate>/, newest === undefined ? "" : `<lastBuildDate>${newest}</lastBuildDate>`)
}
