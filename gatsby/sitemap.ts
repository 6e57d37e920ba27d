import { site } from "../src/config/site"
import { sitemapPages } from "../src/lib/sitemap"

interface SitemapQuery {
  allSitePage: { nodes: Array<{ path: string }> }
  allArticle: { nodes: Array<{ path: string }> }
}

/** gatsby-plugin-sitemap options: every public page, never a draft or the owner area. */
export const sitemapOptions = {
  query: `
    query SitemapPages {
      allSitePage { nodes { path } }
      allArticle(filter: { status: { eq: "draft" }, isTranslation: { eq: false } }) { nodes { path } }
    }
  `,
  resolveSiteUrl: () => site.url,
  resolvePages: ({ allSitePage, allArticle }: SitemapQuery) =>
    sitemapPages(
      allSitePage.nodes,
      allArticle.nodes.map(draft => draft.path),
    ),
}
