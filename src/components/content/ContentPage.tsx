import { Link } from "gatsby"
import React from "react"
import { formatLongDate } from "../../lib/dates"
import * as pageStyles from "../../styles/page.module.css"
import * as styles from "./ContentPage.module.css"

export interface ContentPageData {
  title: string
  html: string | null
  lastUpdated?: string | null
}

/** A page written in Markdown under content/pages: back link, title, optional date, the text. */
export function ContentPage({ page, name, children }: { page: ContentPageData | null; name: string; children?: React.ReactNode }) {
  // Fails the build, naming the file, rather than publishing an empty page.
  if (!page) throw new Error(`content/pages/${name}.md is missing`)
  return (
    <article className={pageStyles.column} data-pagefind-body="">
      <Link to="/" data-pagefind-ignore="">
        ← Back to Home
      </Link>
      <h1>{page.title}</h1>
      {page.lastUpdated && (
        <p className={pageStyles.intro}>
          Last updated: <time dateTime={page.lastUpdated} data-pagefind-meta="date[datetime]">{formatLongDate(page.lastUpdated)}</time>
        </p>
      )}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: page.html ?? "" }} />
      {children}
    </article>
  )
}
