import fs from "node:fs"
import path from "node:path"
import { readDataFile, tagMeta } from "../plugins/gatsby-source-site-data/data-sets"
import { site } from "../src/config/site"
import { atomFeed, feedEntry, feedItem, feedUpdated, jsonFeed, steadyBuildDate, type FeedArticle, type FeedEntry, type FeedMeta } from "../src/lib/feed-entries"
import { FEED_LENGTH, feedArticles } from "../src/lib/feed-length"
import { languageFeedTitle, tagFeedPath } from "../src/lib/feed-links"
import { feedStylesheet, withStylesheet } from "../src/lib/feed-stylesheet"
import { LANG_NAMES, LANGS, SITE_LANG, type Lang } from "../src/lib/language"
import { absoluteUrl, BLOG_PATH, feedStylesheetPath, languageFeedPath, MAIN_FEED_PATH, PAGE_SEGMENT, tagAliasPath, tagPath } from "../src/lib/paths"

/** An article as the feeds' queries read it: what the feeds say of it, and its standing. */
export type FeedNode = FeedArticle & { status: string }

interface FeedQuery {
  query: { allArticle: { nodes: FeedNode[] } }
}

/** The RSS items of a feed: the newest articles its query found (src/lib/feed-length.ts). */
const serialize = ({ query }: FeedQuery) => feedArticles(query.allArticle.nodes).map(article => feedItem(article, site.url))

const FIELDS = "nodes { title date updated excerpt path html tags lang status }"

// A feed's query reads the HTML of the articles it carries and of no others: each HTML read is
// sanitized again in Gatsby's process (gatsby/embedded-html.ts), where every feed's query of every
// article took seconds at 2,000 articles. The order is feedArticles' own: by the moment each date
// names (publishedAt; a date as written may be a day or a date-time with an offset, whose texts do
// not sort as their moments), two of a moment by address.
const NEWEST = `sort: [{ publishedAt: DESC }, { path: ASC }], limit: ${FEED_LENGTH}`

/** Published articles in one language: its filter, and with a tag only those carrying it. */
const publishedIn = (lang: Lang, tag?: string) =>
  `filter: { status: { eq: "published" }, lang: { eq: "${lang}" }${tag === undefined ? "" : `, tags: { in: [${JSON.stringify(tag)}] }`} }`

/**
 * The newest published articles in one language, originals and translations alike (a draft's
 * translation has the status "draft", src/lib/article-standing.ts); with a tag, only those carrying
 * it: what the language's or the tag's feed carries.
 */
export const inLanguage = (lang: Lang, tag?: string) => `
  {
    allArticle(${publishedIn(lang, tag)}, ${NEWEST}) { ${FIELDS} }
  }
`

/**
 * What every RSS feed is besides its articles: its own address, which RSS gives as `atom:link
 * rel="self"` and the feed's page shows a reader to copy, and the stylesheet of the language its page
 * is written in. The feed plugin hands the feed's options to the RSS writer, which takes `feed_url`.
 */
const rssFeed = (address: string, pageLang: Lang) => ({ feed_url: absoluteUrl(address), stylesheet: feedStylesheetPath(pageLang), serialize })

const languageFeed = (lang: Lang) => ({
  output: languageFeedPath(lang, "rss"),
  title: languageFeedTitle(lang, "rss"),
  description: site.blogSubtitle,
  language: lang,
  query: inLanguage(lang),
  ...rssFeed(languageFeedPath(lang, "rss"), lang),
})

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A tag's pages, its numbered ones too, as Gatsby names them when rendering (decoded: /blog/open source), for the feed plugin's `match`. */
export function tagPagesPattern(tag: string): string {
  const [first, alias] = [tagPath(tag), tagAliasPath(tag)].map(page => escapeRegExp(decodeURIComponent(page)))
  return `^(?:${first}|${alias}|${first}/${PAGE_SEGMENT}/[1-9][0-9]*)$`
}

export interface TagFeedMeta {
  tag: string
  displayName?: string
  description?: string
}

/**
 * A tag's feed in one language, linked from the head of that tag's pages only. A language without an
 * article under the tag yet gets a valid empty feed, which a reader can follow until one comes.
 */
export const tagFeed = ({ tag, displayName, description }: TagFeedMeta, lang: Lang) => ({
  // Static servers decode the requested address before looking for the file, as for the tag page itself.
  output: decodeURIComponent(tagFeedPath(tag, lang)),
  link: tagFeedPath(tag, lang),
  match: tagPagesPattern(tag),
  title: `${site.blogName}: ${displayName ?? tag} (${LANG_NAMES[lang].en}) RSS Feed`,
  description: description ?? site.blogSubtitle,
  language: lang,
  query: inLanguage(lang, tag),
  ...rssFeed(tagFeedPath(tag, lang), lang),
})

/**
 * The tags content/data/tags.json declares (every tag an article uses is among them), read as the
 * configuration loads, since the feed plugin takes its list of feeds from there. A file the data
 * plugin rejects gives none: the plugin then stops the build naming the file and the field.
 */
export function declaredTags(root: string): TagFeedMeta[] {
  try {
    const json = readDataFile(root, tagMeta)
    return json === undefined ? [] : tagMeta.records(json, tagMeta.file).map(({ tag, displayName, description }) => ({
      tag: tag as string,
      displayName: (displayName as string | null) ?? undefined,
      description: (description as string | null) ?? undefined,
    }))
  } catch {
    return []
  }
}

/**
 * Every feed: the main one (published originals of both languages, its page in the site's language),
 * one per language, and one per tag and language.
 */
export const feeds = (tags: readonly TagFeedMeta[]) => [
  {
    output: MAIN_FEED_PATH,
    title: `${site.blogName} RSS Feed`,
    description: site.blogSubtitle,
    query: `
      query ArticleFeed {
        allArticle(filter: { isPublishedOriginal: { eq: true } }, ${NEWEST}) { ${FIELDS} }
      }
    `,
    ...rssFeed(MAIN_FEED_PATH, SITE_LANG),
  },
  ...LANGS.map(languageFeed),
  ...tags.flatMap(tag => LANGS.map(lang => tagFeed(tag, lang))),
]

/** Every feed a browser shows as a page (RSS and Atom), as written in public/: the addresses the feeds' policy covers. */
export const styledFeedPaths = (tags: readonly TagFeedMeta[]): string[] => [...feeds(tags).map(feed => feed.output), ...LANGS.map(lang => languageFeedPath(lang, "atom"))]

/**
 * Finishes every RSS feed the plugin wrote: a date that changes only with its items
 * (steadyBuildDate), and its stylesheet, which the RSS writer has no option for.
 */
export function finishRssFeeds(publicDir: string, written: ReadonlyArray<{ output: string; stylesheet: string }>): void {
  for (const { output, stylesheet } of written) {
    const file = path.join(publicDir, output)
    const xml = fs.readFileSync(file, "utf8")
    const finished = withStylesheet(steadyBuildDate(xml), stylesheet)
    if (finished !== xml) fs.writeFileSync(file, finished)
  }
}

/** Writes each language's feed stylesheet (/en/feed.xsl, /es/feed.xsl), which its RSS and Atom feeds name. */
export function writeFeedStylesheets(publicDir: string): string[] {
  return LANGS.map(lang => {
    const output = feedStylesheetPath(lang)
    writeIfChanged(path.join(publicDir, output), feedStylesheet(lang))
    return output
  })
}

type FeedGraphql<T> = (query: string) => Promise<{ errors?: unknown; data?: { allArticle: { nodes: T[] } } }>

/** Reads, with `query`, each language's articles in the query's shape. */
async function byLanguage<T>(graphql: FeedGraphql<T>, query: (lang: Lang) => string): Promise<Record<Lang, T[]>> {
  const entries = await Promise.all(
    LANGS.map(async lang => {
      const result = await graphql(query(lang))
      if (result.errors || !result.data) throw new Error(`could not read the ${lang} articles: ${JSON.stringify(result.errors)}`)
      return [lang, result.data.allArticle.nodes] as const
    }),
  )
  return Object.fromEntries(entries) as Record<Lang, T[]>
}

/**
 * Each language's newest published articles, originals and translations, read with its RSS feed's
 * own query: the Atom and JSON feeds carry them, as the RSS feed does.
 */
export const languageArticles = (graphql: FeedGraphql<FeedNode>) => byLanguage(graphql, lang => inLanguage(lang))

/** What llms.txt says of an article. */
export type ListedArticle = Pick<FeedArticle, "title" | "path" | "excerpt" | "date">

/** Every published article of a language, its HTML left unread: llms.txt lists them all. */
export const listedIn = (lang: Lang) => `
  {
    allArticle(${publishedIn(lang)}) { nodes { title path excerpt date } }
  }
`

/** Each language's published articles, originals and translations, as llms.txt lists them. */
export const listedArticles = (graphql: FeedGraphql<ListedArticle>) => byLanguage(graphql, listedIn)

// A date no article can be older than: the date of a feed when the site has no article at all.
const BEFORE_ANY_ARTICLE = "1970-01-01T00:00:00Z"

/** What a language's feed says of itself in a format; the RSS one says the same through the plugin. */
export const languageFeedMeta = (lang: Lang, format: "atom" | "json", updatedWhenEmpty: string): FeedMeta => ({
  title: languageFeedTitle(lang, format),
  description: site.blogSubtitle,
  lang,
  homePageUrl: absoluteUrl(BLOG_PATH),
  feedUrl: absoluteUrl(languageFeedPath(lang, format)),
  author: { name: site.author, url: absoluteUrl("/about") },
  updatedWhenEmpty,
  stylesheet: feedStylesheetPath(lang),
})

/** Writes a file only when its text changed, so an unchanged output keeps its time too. */
export function writeIfChanged(file: string, text: string): void {
  let current: string | undefined
  try {
    current = fs.readFileSync(file, "utf8")
  } catch {
    current = undefined
  }
  if (current === text) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

/**
 * Writes each language's Atom and JSON feeds beside its RSS feed (/es/atom.xml, /es/feed.json),
 * carrying the same newest articles, each mapped once to the entry all three formats are written
 * from. A language without articles still gets both, dated by the newest article of any language.
 */
export function writeLanguageFeeds(publicDir: string, articles: Record<Lang, readonly FeedNode[]>): string[] {
  const entries = Object.fromEntries(LANGS.map(lang => [lang, feedArticles(articles[lang]).map(article => feedEntry(article, site.url))])) as Record<Lang, FeedEntry[]>
  const newest = feedUpdated(LANGS.flatMap(lang => entries[lang]), BEFORE_ANY_ARTICLE)
  const written: string[] = []
  for (const lang of LANGS) {
    const formats = { atom: atomFeed(languageFeedMeta(lang, "atom", newest), entries[lang]), json: jsonFeed(languageFeedMeta(lang, "json", newest), entries[lang]) }
    for (const [format, text] of Object.entries(formats) as Array<["atom" | "json", string]>) {
      const output = languageFeedPath(lang, format)
      writeIfChanged(path.join(publicDir, output), text)
      written.push(output)
    }
  }
  return written
}
