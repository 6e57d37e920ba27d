import { site } from "../src/config/site"
import { feedItem, type FeedArticle } from "../src/lib/feed"

interface FeedQuery {
  query: { allArticle: { nodes: FeedArticle[] } }
}

// Published originals only, newest first, each with its whole body.
export const feeds = [
  {
    output: "/rss.xml",
    title: `${site.blogName} RSS Feed`,
    description: site.blogSubtitle,
    query: `
      query ArticleFeed {
        allArticle(filter: { status: { eq: "published" }, isTranslation: { eq: false } }, sort: { date: DESC }) {
          nodes { title date excerpt path html tags lang }
        }
      }
    `,
    serialize: ({ query }: FeedQuery) => query.allArticle.nodes.map(article => feedItem(article, site.url)),
  },
]
