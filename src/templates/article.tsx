import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { ArticleView } from "../components/article/ArticleView"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { languageVersions } from "../lib/article-versions"
import { isLang, type Lang } from "../lib/language"
import { blogPosting, breadcrumbList } from "../lib/structured-data"

export const query = graphql`
  query ArticlePage($id: String!) {
    article(id: { eq: $id }) {
      ...ArticleBody
      excerpt
      thumbnailImage {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.905, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
          social: resize(width: 1200, height: 630, cropFocus: CENTER) {
            src
          }
        }
      }
      socialImage
    }
  }
`

const langOf = (value: string): Lang => (isLang(value) ? value : "en")

export default function ArticlePage({ data: { article }, location }: PageProps<Queries.ArticlePageQuery>) {
  if (!article) return null
  return <ArticleView article={article} image={article.thumbnailImage?.childImageSharp?.gatsbyImageData} hash={location.hash} />
}

export const Head: HeadFC<Queries.ArticlePageQuery> = ({ data: { article } }) => {
  if (!article) return <></>
  const image = article.thumbnailImage?.childImageSharp?.social?.src ?? article.socialImage ?? null
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
    </Seo>
  )
}
