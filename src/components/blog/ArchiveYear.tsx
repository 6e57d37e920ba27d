import { graphql, Link } from "gatsby"
import React from "react"
import { formatShortDate } from "../../lib/dates"
import { LANG_NAMES, langOf } from "../../lib/language"
import * as styles from "./Archive.module.css"

/** What the archive shows of a post. */
export const archivePostFragment = graphql`
  fragment ArchivePost on Article {
    id
    title
    date
    path
    lang
  }
`

/**
 * One year of the archive: its posts, each with its date and its language, named in English as the
 * page is; the title is marked in its own language, so a screen reader reads it with the right voice.
 */
export function ArchiveYear({ year, posts }: { year: number; posts: readonly Queries.ArchivePostFragment[] }) {
  const heading = `archive-${year}`
  return (
    <>
      <h2 id={heading} className={styles.year}>
        {year}
      </h2>
      <ul className={styles.posts} aria-labelledby={heading}>
        {posts.map(post => {
          const lang = langOf(post.lang)
          return (
            <li key={post.id} className={styles.post}>
              <time dateTime={post.date} className={styles.date}>
                {formatShortDate(post.date)}
              </time>
              <Link to={post.path} lang={lang} hrefLang={lang} className={styles.title}>
                {post.title}
              </Link>
              <span className={styles.lang}>{LANG_NAMES[lang].en}</span>
            </li>
          )
        })}
      </ul>
    </>
  )
}
