import { languageVersions, type LanguageVersion } from "../src/lib/article-versions"
import { sitemapEntries, type SitemapArticle, type SitemapEntry } from "../src/lib/sitemap-entries"

interface Version {
  path: string
  lang: string
}

interface SitemapQuery {
  // A tag page of a pair carries its versions in its context (gatsby/pages/articles.ts).
  allSitePage: { nodes: Array<{ path: string; pageContext: { versions?: LanguageVersion[] } | null }> }
  allArticle: { nodes: Array<Version & { status: string; date: string; updated: string | null; isTranslation: boolean; original: Version | null; translation: Version | null }> }
}

type ArticleNode = SitemapQuery["allArticle"]["nodes"][number]

const sitemapArticle = (article: ArticleNode): SitemapArticle => ({
  path: article.path,
  // A translation of a draft has the status draft too (gatsby/schema.ts).
  isDraft: article.status === "draft",
  versions: languageVersions(article),
  lastmod: article.updated ?? article.date,
})

/** gatsby-plugin-sitemap options: indexable pages only, articles and paired tags' pages with hreflang alternates, articles with their last change. */
export const sitemapOptions = {
  query: `
    query SitemapData {
      site { siteMetadata { siteUrl } }
      allSitePage { nodes { path pageContext } }
      allArticle { nodes { path lang status date updated isTranslation original { path lang } translation { path lang } } }
    }
  `,
  resolvePages: (data: SitemapQuery): Array<SitemapEntry & { path: string }> => {
    const pages = data.allSitePage.nodes.map(({ path, pageContext }) => ({ path, versions: pageContext?.versions }))
    return sitemapEntries(pages, data.allArticle.nodes.map(sitemapArticle)).map(entry => ({ ...entry, path: new URL(entry.url).pathname }))
  },
  serialize: ({ url, links, lastmod }: SitemapEntry) => ({ url, ...(links ? { links } : {}), ...(lastmod ? { lastmod } : {}) }),
}
