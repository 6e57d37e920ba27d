import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import React, { useRef } from "react"
import type { ArticleViewData } from "../../content-model/article-view"
import { langOf } from "../../lib/language"
import { Picture } from "../picture/Picture"
import { Island, islandPart } from "../server-rendered/Island"
import { ArticleHeader } from "./ArticleHeader"
import { ArticleNav } from "./ArticleNav"
import * as styles from "./Article.module.css"
import * as contentsStyles from "./Contents.module.css"
import type { ArticleEndProps } from "./ArticleEnd"
import "./ArticleEnd.module.css"
import { useBodyTools } from "./useBodyTools"
import { useCurrentSection, useLandOnSection } from "./useReadingPlace"

/** What an article's page shows of it; gatsby/drafts.ts seals the same for a draft's page. */
export const articleBodyFragment = graphql`
  fragment ArticleBody on Article {
    slug
    title
    date
    updated
    tags
    status
    lang
    readTime
    path
    isTranslation
    originalUpdated
    html
    contents
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
`

/** Whether each of two types is the other: every field present in both, of the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Holds<Check extends true> = Check

/**
 * The fragment queries exactly the view the content model declares, which the build seals for a
 * draft and the CMS preview makes: tsc fails here when the fragment drops, adds or changes a field.
 */
export type ArticleBodyIsTheView = Holds<Same<Queries.ArticleBodyFragment, ArticleViewData>>

// Served as HTML at the article's end, its links working without a script: drawn a moment after the
// article when the page is reached by an in-site navigation before its code has run. It hydrates once
// the page is idle, to offer the sharing buttons the browser can work.
const articleEnd = islandPart<ArticleEndProps>(() => import("./ArticleEnd").then(module => module.ArticleEnd), { hydrates: "idle" })

/** An article or translation as a reader sees it; a draft (opened in the owner's tab) with its banner. */
export function ArticleView({ article, image, hash }: { article: ArticleViewData; image: IGatsbyImageData | undefined; hash: string }) {
  const lang = langOf(article.lang)
  const isDraft = article.status === "draft"
  const body = useRef<HTMLDivElement>(null)
  useLandOnSection(hash, article.path)
  const section = useCurrentSection(body, article.path)
  const announcement = useBodyTools(body, lang, article.html ?? "")
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
      <div className={styles.reading}>
        {article.contents && <div className={contentsStyles.contents} dangerouslySetInnerHTML={{ __html: article.contents }} />}
        <div ref={body} className={styles.body} data-pagefind-body="" dangerouslySetInnerHTML={{ __html: article.html ?? "" }} />
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <Island part={articleEnd} props={{ lang, share: isDraft ? undefined : { title: article.title, path: article.path } }} />
    </article>
  )
}
