import { graphql, Link } from "gatsby"
import React from "react"
import { formatLongDate } from "../../lib/dates"
import type { Lang } from "../../lib/language"
import * as styles from "./ReadNext.module.css"

/** What a link at the end of an article shows of the article it leads to. */
export const readNextArticleFragment = graphql`
  fragment ReadNextArticle on Article {
    id
    title
    path
    date
  }
`

type Linked = Queries.ReadNextArticleFragment

export interface ReadNextProps {
  lang: Lang
  previous: Linked | null
  next: Linked | null
  related: readonly Linked[]
}

const COPY = {
  en: { heading: "Read next", previous: "← Previous article", next: "Next article →", related: "Related articles" },
  es: { heading: "Sigue leyendo", previous: "← Artículo anterior", next: "Artículo siguiente →", related: "Artículos relacionados" },
} as const

/** Where an article's reader goes next: the older and newer article of its language, and those sharing its tags. */
export function ReadNext({ lang, previous, next, related }: ReadNextProps) {
  const copy = COPY[lang]
  if (!previous && !next && !related.length) return null
  return (
    // Labels rather than ids: an id here could repeat one the article's headings were given.
    <nav className={styles.readNext} aria-label={copy.heading} lang={lang}>
      <h2>{copy.heading}</h2>
      {(previous || next) && (
        <ul className={styles.sequence}>
          {previous && (
            <li>
              <Link to={previous.path} rel="prev">
                <span className={styles.label}>{copy.previous}</span>
                <span className={styles.title}>{previous.title}</span>
              </Link>
            </li>
          )}
          {next && (
            <li className={styles.next}>
              <Link to={next.path} rel="next">
                <span className={styles.label}>{copy.next}</span>
                <span className={styles.title}>{next.title}</span>
              </Link>
            </li>
          )}
        </ul>
      )}
      {related.length > 0 && (
        <>
          <h3>{copy.related}</h3>
          <ul className={styles.related} aria-label={copy.related}>
            {related.map(article => (
              <li key={article.id}>
                <Link to={article.path}>{article.title}</Link>
                <time dateTime={article.date}>{formatLongDate(article.date)}</time>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  )
}
