import { languageVersions } from "../src/lib/article-versions"
import { sitemapEntries, type SitemapArticle, type SitemapEntry } from "../src/lib/sitemap"

interface Version {
  path: string
  lang: string
}

interface SitemapQuery {
  allSitePage: { nodes: Array<{ path: string }> }
  allArticle: { nodes: Array<Version & { status: string; isTranslation: boolean; original: Version | null; translation: Version | null }> }
}

type ArticleNode = SitemapQuery["allArticle"]["nodes"][number]

const sitemapArticle = (article: ArticleNode): SitemapArticle => ({
  path: article.path,
  // A translation of a draft has the status draft too (gatsby/schema.ts).
  isDraft: article.status === "draft",
  versions: languageVersions(article),
})

/** gatsby-plugin-sitemap options: indexable pages only, articles with hreflang alternates. */
export const sitemapOptions = {
  query: `
    query SitemapData {
      site { siteMetadata { siteUrl } }
      allSitePage { nodes { path } }
      allArticle { nodes { path lang status isTranslation original { path lang } translation { path lang } } }
    }
  `,
  resolvePages: (data: SitemapQuery): Array<SitemapEntry & { path: string }> => {
    return sitemapEntries(data.allSitePage.nodes, data.allArticle.nodes.map(sitemapArticle)).map(entry => ({ ...entry, path: new URL(entry.url).pathname }))
  },
  serialize: ({ url, links }: SitemapEntry) => (links ? { url, links } : { url }),
}
