import { Link } from "gatsby"
import React from "react"
import { tagPath } from "../../lib/paths"
import * as styles from "./TagList.module.css"

/** An article's tags, each linking to its tag page; on the article's own page they are its tags in the search index too. */
export function TagList({ tags, searchFilter = false }: { tags: readonly string[]; searchFilter?: boolean }) {
  if (!tags.length) return null
  return (
    <ul className={styles.tagList} aria-label="Tags">
      {tags.map(tag => (
        <li key={tag} data-pagefind-filter={searchFilter ? `tag:${tag}` : undefined}>
          <Link to={tagPath(tag)} className={styles.tagPill}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}
