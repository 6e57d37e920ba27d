import fs from "node:fs"
import path from "node:path"
import { readDataFile, tagMeta } from "../plugins/gatsby-source-site-data/data-sets"
import { site } from "../src/config/site"
import { atomFeed, feedEntry, feedItem, feedUpdated, jsonFeed, steadyBuildDate, type FeedArticle, type FeedEntry, type FeedMeta } from "../src/lib/feed-entries"
import { languageFeedTitle, tagFeedPath } from "../src/lib/feed-links"
import { LANG_NAMES, LANGS, type Lang } from "../src/lib/language"
import { absoluteUrl, BLOG_PATH, languageFeedPath, MAIN_FEED_PATH, PAGE_SEGMENT, tagAliasPath, tagPath } from "../src/lib/paths"

interface FeedQuery {
  query: { allArticle: { nodes: FeedArticle[] } }
}

const serialize = ({ query }: FeedQuery) => query.allArticle.nodes.map(article => feedItem(article, site.url))

const FIELDS = "nodes { title date updated excerpt path html tags lang }"

/**
 * Published articles in one language, originals and translations alike (a draft's translation has
 * the status "draft", src/lib/article-standing.ts), newest first (two of a day in the order of their
 * addresses, so every build lists them alike); with a tag, only those carrying it.
 */
export const inLanguage = (lang: Lang, tag?: string) => `
  {
    allArticle(
      filter: { status: { eq: "published" }, lang: { eq: "${lang}" }${tag === undefined ? "" : `, tags: { in: [${JSON.stringify(tag)}] }`} }
      sort: [{ date: DESC }, { path: ASC }]
    ) { ${FIELDS} }
  }
`

const languageFeed = (lang: Lang) => ({
  output: languageFeedPath(lang, "rss"),
  title: languageFeedTitle(lang, "rss"),
  description: site.blogSubtitle,
  language: lang,
  query: inLanguage(lang),
  serialize,
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
  serialize,
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

/** Every feed: the main one (published originals), one per language, and one per tag and language. */
export const feeds = (tags: readonly TagFeedMeta[]) => [
  {
    output: MAIN_FEED_PATH,
    title: `${site.blogName} RSS Feed`,
    description: site.blogSubtitle,
    query: `
      query ArticleFeed {
        allArticle(filter: { isPublishedOriginal: { eq: true } }, sort: [{ date: DESC }, { path: ASC }]) { ${FIELDS} }
      }
    `,
    serialize,
  },
  ...LANGS.map(languageFeed),
  ...tags.flatMap(tag => LANGS.map(lang => tagFeed(tag, lang))),
]

/** Gives every feed the plugin wrote a date that changes only with its items (steadyBuildDate). */
export function steadyFeeds(publicDir: string, written: ReadonlyArray<{ output: string }>): void {
  for (const { output } of written) {
    const file = path.join(publicDir, output)
    const xml = fs.readFileSync(file, "utf8")
    const steady = steadyBuildDate(xml)
    if (steady !== xml) fs.writeFileSync(file, steady)
  }
}

type FeedGraphql = (query: string) => Promise<{ errors?: unknown; data?: FeedQuery["query"] }>

/**
 * Each language's published articles, originals and translations, newest first: what its RSS feed
 * lists, read with the RSS feed's own query. The Atom and JSON feeds and llms.txt are made from them.
 */
export async function languageArticles(graphql: FeedGraphql): Promise<Record<Lang, FeedArticle[]>> {
  const entries = await Promise.all(
    LANGS.map(async lang => {
      const result = await graphql(inLanguage(lang))
      if (result.errors || !result.data) throw new Error(`could not read the ${lang} articles: ${JSON.stringify(result.errors)}`)
      return [lang, result.data.allArticle.nodes] as const
    }),
  )
  return Object.fromEntries(entries) as Record<Lang, FeedArticle[]>
}

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
 * from the same articles, each mapped once to the entry all three formats are written from. A
 * language without articles still gets both, dated by the newest article of any language.
 */
export function writeLanguageFeeds(publicDir: string, articles: Record<Lang, readonly FeedArticle[]>): string[] {
  const entries = Object.fromEntries(LANGS.map(lang => [lang, articles[lang].map(article => feedEntry(article, site.url))])) as Record<Lang, FeedEntry[]>
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
