import { Link } from "gatsby"
import React, { type ReactNode } from "react"
import * as page from "../../styles/page.module.css"
import * as styles from "./MessagePage.module.css"

interface MessagePageProps {
  /** the id of the heading the page is labelled by */
  titleId: string
  title: string
  /** the line under the title */
  lead: ReactNode
  /** shown above the title */
  above?: ReactNode
  /** shown between the lead and the ways on */
  children?: ReactNode
}

/** A short page that says one thing and offers the ways on: home and the blog. */
export function MessagePage({ titleId, title, lead, above, children }: MessagePageProps) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      {above}
      <h1 id={titleId}>
        {title}
      </h1>
      <p className={page.intro}>{lead}</p>
      {children}
      <p className={styles.links}>
        <Link to="/">Back to Home</Link>
        <Link to="/blog">Read the Blog</Link>
      </p>
    </section>
  )
}
