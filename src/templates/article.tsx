import { graphql, type HeadFC, type PageProps } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { ArticleHeader } from "../components/article/ArticleHeader"
import { NewsletterCall } from "../components/article/NewsletterCall"
import { useArticleTracking } from "../components/article/useArticleTracking"
import * as styles from "../components/article/Article.module.css"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { isLang, type Lang } from "../lib/language"
import { blogPosting, breadcrumbList } from "../lib/structured-data"

export const query = graphql`
  query ArticlePage($id: String!) {
    article(id: { eq: $id }) {
      slug
      title
      date
      excerpt
      tags
      status
      lang
      readTime
      path
      isTranslation
      html
      thumbnailImage {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.905, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
          social: resize(width: 1200, height: 630, cropFocus: CENTER) {
            src
          }
        }
      }
      original {
        title
        path
        lang
      }
      translation {
        path
        lang
      }
    }
  }
`

type Article = NonNullable<Queries.ArticlePageQuery["article"]>

const langOf = (value: string): Lang => (isLang(value) ? value : "en")

/** The article in each language, original first. */
const versionsOf = (article: Article) =>
  (article.isTranslation ? [article.original, article] : [article, article.translation]).filter(
    (version): version is { path: string; lang: string } => Boolean(version),
  )

export default function ArticlePage({ data }: PageProps<Queries.ArticlePageQuery>) {
  const article = data.article as Article
  const lang = langOf(article.lang)
  useArticleTracking(article)
  const image = getImage(article.thumbnailImage?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <article className={styles.article} lang={lang}>
      {article.status === "draft" && (
        <p className={styles.draftBanner} role="status">
          DRAFT - Not Published Yet
        </p>
      )}
      <ArticleHeader article={article} lang={lang} />
      {image && <GatsbyImage image={image} alt="" className={styles.hero} loading="eager" />}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html ?? "" }} />
      <NewsletterCall lang={lang} />
    </article>
  )
}

export const Head: HeadFC<Queries.ArticlePageQuery> = ({ data }) => {
  const article = data.article as Article
  const image = article.thumbnailImage?.childImageSharp?.social?.src ?? null
  return (
    <Seo
      title={`${article.title} - ${site.name}`}
      description={article.excerpt}
      path={article.path}
      lang={langOf(article.lang)}
      image={image}
      type="article"
      noindex={article.status === "draft"}
      alternates={versionsOf(article)}
      jsonLd={[
        breadcrumbList(article.title, article.path),
        blogPosting({ ...article, description: article.excerpt, image, tags: article.tags }),
      ]}
    >
      <meta property="article:published_time" content={article.date} />
    </Seo>
  )
}
