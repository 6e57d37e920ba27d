import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ArticleView } from "../components/article/ArticleView"
import { useArticleTracking } from "../components/article/useArticleTracking"
import type { ReadNextProps } from "../components/article/ReadNext"
// With the page, not with the part's code: the kept markup is drawn by these styles from the first paint.
import "../components/article/ReadNext.module.css"
import { Island, islandPart } from "../components/server-rendered/Island"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { languageVersions } from "../lib/article-versions"
import { langOf } from "../lib/language"
import { inOrderOf } from "../lib/in-order-of"
import type { ReadNext as ReadNextIds } from "../lib/read-next"
import { blogPosting, breadcrumbList } from "../lib/structured-data"

// previous and next are null when there is none, which matches no article.
export const query = graphql`
  query ArticlePage($id: String!, $previous: String, $next: String, $related: [String]) {
    article(id: { eq: $id }) {
      ...ArticleBody
      excerpt
      thumbnailImage {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.905, outputPixelDensities: [0.5, 1])
          socialImage
        }
      }
      socialImage
    }
    previous: article(id: { eq: $previous }) {
      ...ReadNextArticle
    }
    next: article(id: { eq: $next }) {
      ...ReadNextArticle
    }
    # Sorted so that the page's data comes out the same in every build; the page shows them in the context's order.
    related: allArticle(filter: { id: { in: $related } }, sort: { id: ASC }) {
      nodes {
        ...ReadNextArticle
      }
    }
  }
`

type Context = { id: string } & ReadNextIds

// Links served as HTML, after the article: drawn a moment after it when the page is reached by an
// in-site navigation before their code has run. A chunk of its own: shared with the newsletter call,
// which a draft's page also shows, it would carry these styles and, loaded late, reorder them.
const readNext = islandPart<ReadNextProps>(
  () => import("../components/article/ReadNext").then(module => module.ReadNext),
  { hydrates: false },
)

export default function ArticlePage({ data: { article, previous, next, related }, pageContext, location }: PageProps<Queries.ArticlePageQuery, Context>) {
  // Here, not in the article's view: a draft's view, which the owner opens, must never send its title to the analytics service.
  useArticleTracking(article)
  if (!article) return null
  return (
    <>
      <ArticleView article={article} image={article.thumbnailImage?.childImageSharp?.gatsbyImageData} hash={location.hash} />
      <Island part={readNext} props={{ lang: langOf(article.lang), previous, next, related: inOrderOf(pageContext.related, related.nodes) }} />
    </>
  )
}

export const Head: HeadFC<Queries.ArticlePageQuery> = ({ data: { article } }) => {
  if (!article) return <></>
  const image = article.thumbnailImage?.childImageSharp?.socialImage ?? article.socialImage ?? null
  return (
    <Seo
      title={`${article.title} - ${site.name}`}
      description={article.excerpt}
      path={article.path}
      lang={langOf(article.lang)}
      image={image}
      type="article"
      versions={languageVersions(article)}
      jsonLd={[
        breadcrumbList(article.title, article.path),
        blogPosting({
          ...article,
          description: article.excerpt,
          image,
          tags: article.tags,
          translationOf: article.isTranslation ? article.original : null,
          translation: article.translation,
        }),
      ]}
    >
      <meta property="article:published_time" content={article.date} />
      {article.updated && <meta property="article:modified_time" content={article.updated} />}
    </Seo>
  )
}
