import { Link } from "gatsby"
import React from "react"
import { pageNavigation } from "../../lib/blog-pages"
import type { Lang } from "../../lib/language"
import * as styles from "./Blog.module.css"
import { BLOG_PAGES_TEXT } from "./page-navigation-texts"

export interface BlogPagesNavProps {
  /** the list's first page, which its numbered pages extend */
  listPath: string
  number: number
  count: number
  lang: Lang
}

/** Newer and older posts, and the pages by number; nothing when the list fits on one page. */
export function BlogPagesNav({ listPath, number, count, lang }: BlogPagesNavProps) {
  if (count === 1) return null
  const text = BLOG_PAGES_TEXT[lang]
  const { previous, next, links } = pageNavigation(listPath, number, count)
  return (
    <nav className={styles.pages} aria-label={text.label} lang={lang}>
      <p className={styles.pageOf}>{text.pageOf(number, count)}</p>
      <ul className={styles.pageList}>
        {previous && (
          <li>
            <Link to={previous} rel="prev" className={styles.pageLink}>
              {text.newer}
            </Link>
          </li>
        )}
        {links.map((link, index) =>
          link ? (
            <li key={link.number}>
              <Link to={link.path} className={styles.pageLink} aria-label={text.page(link.number)} aria-current={link.current ? "page" : undefined}>
                {link.number}
              </Link>
            </li>
          ) : (
            // Pages left out between two named ones: nothing to follow, nothing to read aloud.
            <li key={`gap-${index}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ),
        )}
        {next && (
          <li>
            <Link to={next} rel="next" className={styles.pageLink}>
              {text.older}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
