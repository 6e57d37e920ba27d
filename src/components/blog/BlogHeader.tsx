import { Link } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import * as styles from "./Blog.module.css"

export function BlogHeader() {
  return (
    <header className={styles.blogHeader}>
      <Link to="/">← Back to Home</Link>
      <div className={styles.blogTitleRow}>
        <h1 className={styles.blogTitle}>{site.blogName}</h1>
        <a href="/rss.xml" className={styles.rss}>
          RSS
        </a>
      </div>
      <p className={styles.blogSubtitle}>{site.blogSubtitle}</p>
    </header>
  )
}
