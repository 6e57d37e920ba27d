import React, { useState } from "react"
import { NO_POSTS_MESSAGE, OWNER_FILTERS, filterArticles, filterCounts, type OwnerFilter } from "../../lib/owner-articles"
import type { OwnerCardArticle } from "../../lib/draft-shapes"
import { OwnerArticleCard } from "./OwnerArticleCard"
import * as styles from "./Owner.module.css"

/** The unlocked owner area: every original post, drafts included, with status filters. */
export function ArticleManagement({ articles }: { articles: readonly OwnerCardArticle[] }) {
  const [filter, setFilter] = useState<OwnerFilter>("all")
  const counts = filterCounts(articles)
  const shown = filterArticles(articles, filter)
  return (
    <section aria-labelledby="article-management">
      <h1 id="article-management">
        Article Management
      </h1>
      <div className={styles.filters} role="group" aria-label="Filter posts">
        {OWNER_FILTERS.map(option => (
          <button
            key={option.id}
            type="button"
            className={styles.filter}
            aria-pressed={filter === option.id}
            onClick={() => setFilter(option.id)}
          >
            {option.label} ({counts[option.id]})
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{NO_POSTS_MESSAGE}</p>
      ) : (
        <ul className={styles.cards} aria-label="Posts">
          {shown.map(article => (
            <li key={article.id}>
              <OwnerArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
