import fs from "node:fs"
import path from "node:path"
import { readDataFile, tagMeta } from "../plugins/gatsby-source-site-data/data-sets"
import { site } from "../src/config/site"
import { feedItem, steadyBuildDate, type FeedArticle } from "../src/lib/feed"
import { LANG_NAMES, LANGS, type Lang } from "../src/lib/language"
import { tagAliasPath, tagFeedPath, tagPath } from "../src/lib/paths"

interface FeedQuery {
  query: { allArticle: { nodes: FeedArticle[] } }
}

const serialize = ({ query }: FeedQuery) => query.allArticle.nodes.map(article => feedItem(article, site.url))

const FIELDS = "nodes { title date excerpt path html tags lang }"

/**
 * Published articles in one language, originals and translations alike (a draft's translation has
 * the status "draft", see statusWithOriginal), newest first; with a tag, only those carrying it.
 */
const inLanguage = (lang: Lang, tag?: string) => `
  {
    allArticle(
      filter: { status: { eq: "published" }, lang: { eq: "${lang}" }${tag === undefined ? "" : `, tags: { in: [${JSON.stringify(tag)}] }`} }
      sort: { date: DESC }
    ) { ${FIELDS} }
  }
`

const languageFeed = (lang: Lang) => ({
  output: `/${lang}/rss.xml`,
  title: `${site.blogName} (${LANG_NAMES[lang].en}) RSS Feed`,
  description: site.blogSubtitle,
  language: lang,
  query: inLanguage(lang),
  serialize,
})

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A tag's pages as Gatsby names them when rendering (decoded: /blog/open source), for the feed plugin's `match`. */
export const tagPagesPattern = (tag: string): string =>
  `^(?:${[tagPath(tag), tagAliasPath(tag)].map(page => escapeRegExp(decodeURIComponent(page))).join("|")})$`

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
    output: "/rss.xml",
    title: `${site.blogName} RSS Feed`,
    description: site.blogSubtitle,
    query: `
      query ArticleFeed {
        allArticle(filter: { isPublishedOriginal: { eq: true } }, sort: { date: DESC }) { ${FIELDS} }
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
