import { Link } from "gatsby"
import React from "react"
import type { OwnerCardArticle } from "../../lib/draft-shapes"
import { cardDate, cardExcerpt, cardReadTime } from "../../lib/owner-articles"
import { articlePath } from "../../lib/paths"
import * as styles from "./Owner.module.css"

export function OwnerArticleCard({ article }: { article: OwnerCardArticle }) {
  const isDraft = article.status === "draft"
  return (
    <article className={styles.card}>
      <p className={styles.cardTop}>
        <span className={isDraft ? styles.badgeDraft : styles.badgePublished}>{isDraft ? (article.scheduled ? "Scheduled" : "Draft") : "Published"}</span>
        {article.translated && (
          <svg role="img" aria-label="Translated" className={styles.globe} viewBox="0 0 24 24" width="18" height="18">
            <title>Translated</title>
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        )}
      </p>
      <p className={styles.cardMeta}>
        <span>{cardDate(article.date)}</span>
        <span aria-hidden="true"> · </span>
        <span>{cardReadTime(article.readTime)}</span>
      </p>
      <h2 className={styles.cardTitle}>{article.title}</h2>
      <p className={styles.cardExcerpt}>{cardExcerpt(article.excerpt)}</p>
      {article.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {article.tags.map(tag => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      {isDraft ? (
        // A draft's address has no page of its own (the not-found page opens it for the owner): a
        // plain link, for Gatsby's Link would fetch the page data it lacks, a 404, as the card shows.
        <a href={articlePath(article.slug)} className={styles.cardLink} aria-label={`View article: ${article.title}`}>
          View article
        </a>
      ) : (
        <Link to={articlePath(article.slug)} className={styles.cardLink} aria-label={`View article: ${article.title}`}>
          View article
        </Link>
      )}
    </article>
  )
}
