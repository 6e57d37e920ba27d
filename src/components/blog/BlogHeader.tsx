import { Link } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import { ARCHIVE_PATH } from "../../lib/paths"
import * as page from "../../styles/page.module.css"
import * as styles from "./Blog.module.css"

export function BlogHeader() {
  return (
    <header className={styles.blogHeader}>
      <Link to="/">← Back to Home</Link>
      <div className={styles.blogTitleRow}>
        <h1>{site.blogName}</h1>
        <a href="/rss.xml" className={styles.headerLink}>
          RSS
        </a>
        <Link to={ARCHIVE_PATH} className={styles.headerLink}>
          Archive by year
        </Link>
      </div>
      <p className={page.intro}>{site.blogSubtitle}</p>
    </header>
  )
}
