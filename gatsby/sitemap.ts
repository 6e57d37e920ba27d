import { sitemapEntries, type SitemapArticle, type SitemapEntry } from "../src/lib/sitemap"

interface Version {
  path: string
  lang: string
}

interface SitemapQuery {
  allSitePage: { nodes: Array<{ path: string; pageContext: { to?: string } | null }> }
  allArticle: {
    nodes: Array<Version & { status: string; isTranslation: boolean; original: Version | null; translation: Version | null }>
  }
}

const versionsOf = (article: SitemapQuery["allArticle"]["nodes"][number]): Version[] =>
  (article.isTranslation ? [article.original, article] : [article, article.translation]).filter((v): v is Version => Boolean(v))

/** gatsby-plugin-sitemap options: indexable pages only, articles with hreflang alternates. */
export const sitemapOptions = {
  query: `
    query SitemapData {
      site { siteMetadata { siteUrl } }
      allSitePage { nodes { path pageContext } }
      allArticle { nodes { path lang status isTranslation original { path lang } translation { path lang } } }
    }
  `,
  resolvePages: (data: SitemapQuery): Array<SitemapEntry & { path: string }> => {
    const articles: SitemapArticle[] = data.allArticle.nodes.map(article => ({ ...article, versions: versionsOf(article) }))
    const pages = data.allSitePage.nodes.map(page => ({ path: page.path, redirectTo: page.pageContext?.to ?? null }))
    return sitemapEntries(pages, articles).map(entry => ({ ...entry, path: new URL(entry.url).pathname }))
  },
  serialize: ({ url, links }: SitemapEntry) => (links ? { url, links } : { url }),
}
