import { graphql, type HeadFC, type PageProps } from "gatsby"
import React, { useRef } from "react"
import { ArticleHeader } from "../components/article/ArticleHeader"
import { ArticleNav } from "../components/article/ArticleNav"
import { NewsletterCall } from "../components/article/NewsletterCall"
import { useArticleTracking } from "../components/article/useArticleTracking"
import { useCurrentSection, useLandOnSection } from "../components/article/useReadingPlace"
import * as styles from "../components/article/Article.module.css"
import { Picture } from "../components/picture/Picture"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { languageVersions } from "../lib/article-versions"
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
      originalUpdated
      html
      thumbnailImage {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.905, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
          social: resize(width: 1200, height: 630, cropFocus: CENTER) {
            src
          }
        }
      }
      socialImage
      original {
        title
        path
        lang
      }
      translation {
        title
        path
        lang
      }
    }
  }
`

type Article = NonNullable<Queries.ArticlePageQuery["article"]>

const langOf = (value: string): Lang => (isLang(value) ? value : "en")

export default function ArticlePage({ data, location }: PageProps<Queries.ArticlePageQuery>) {
  const article = data.article as Article
  const lang = langOf(article.lang)
  const isDraft = article.status === "draft"
  const body = useRef<HTMLDivElement>(null)
  useArticleTracking(article)
  useLandOnSection(location.hash, article.path)
  const section = useCurrentSection(body, article.path)
  const image = article.thumbnailImage?.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.article} lang={lang}>
      {isDraft && (
        <p className={styles.draftBanner} role="status">
          DRAFT - Not Published Yet
        </p>
      )}
      <ArticleNav lang={lang} isDraft={isDraft} otherVersion={article.isTranslation ? article.original : article.translation} section={section} />
      <ArticleHeader article={article} lang={lang} />
      {image && <Picture image={image} alt="" className={styles.hero} priority />}
      <div ref={body} className={styles.body} dangerouslySetInnerHTML={{ __html: article.html ?? "" }} />
      <NewsletterCall lang={lang} />
    </article>
  )
}

export const Head: HeadFC<Queries.ArticlePageQuery> = ({ data }) => {
  const article = data.article as Article
  const image = article.thumbnailImage?.childImageSharp?.social?.src ?? article.socialImage ?? null
  return (
    <Seo
      title={`${article.title} - ${site.name}`}
      description={article.excerpt}
      path={article.path}
      lang={langOf(article.lang)}
      image={image}
      type="article"
      noindex={article.status === "draft"}
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
