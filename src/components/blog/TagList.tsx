import { Link } from "gatsby"
import React from "react"
import { tagPath } from "../../lib/paths"
import * as styles from "./TagList.module.css"

/** An article's tags, each linking to its tag page. */
export function TagList({ tags }: { tags: readonly string[] }) {
  if (!tags.length) return null
  return (
    <ul className={styles.tagList} aria-label="Tags">
      {tags.map(tag => (
        <li key={tag}>
          <Link to={tagPath(tag)} className={styles.tagPill}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}
