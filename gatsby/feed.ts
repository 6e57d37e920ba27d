import { site } from "../src/config/site"
import { feedItem, type FeedArticle } from "../src/lib/feed"
import { LANG_NAMES, LANGS, type Lang } from "../src/lib/language"

interface FeedQuery {
  query: { allArticle: { nodes: FeedArticle[] } }
}

const serialize = ({ query }: FeedQuery) => query.allArticle.nodes.map(article => feedItem(article, site.url))

const FIELDS = "nodes { title date excerpt path html tags lang }"

/** Published articles in one language, originals and translations alike, newest first. */
const languageFeed = (lang: Lang) => ({
  output: `/${lang}/rss.xml`,
  title: `${site.blogName} (${LANG_NAMES[lang].en}) RSS Feed`,
  description: site.blogSubtitle,
  language: lang,
  query: `
    query ArticleFeed${lang.toUpperCase()} {
      allArticle(filter: { status: { eq: "published" }, lang: { eq: "${lang}" } }, sort: { date: DESC }) { ${FIELDS} }
    }
  `,
  serialize,
})

// The main feed: published originals only, newest first, each with its whole body.
export const feeds = [
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
]
