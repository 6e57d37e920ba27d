import { Link } from "gatsby"
import React from "react"
import type { ArticleViewData } from "../../content-model/article-view"
import { formatLongDate, formatLongDateIn } from "../../lib/dates"
import { automatedTranslationNotice, isLang, originalUpdatedNotice, type Lang } from "../../lib/language"
import { formatReadTime } from "../../lib/read-time"
import * as page from "../../styles/page.module.css"
import { TagList } from "../blog/TagList"
import * as styles from "./Article.module.css"

export interface ArticleHeaderProps {
  article: Pick<ArticleViewData, "title" | "date" | "updated" | "readTime" | "tags" | "isTranslation" | "originalUpdated" | "original">
  lang: Lang
}

const READ_ORIGINAL = { en: "Read the original", es: "Leer el original" } as const
const LAST_UPDATED = { en: "Last updated", es: "Actualizado el" } as const

/** The original a translation links to, when its language is known. */
function originalOf(article: ArticleHeaderProps["article"]): { path: string; lang: Lang } | null {
  const original = article.isTranslation ? article.original : null
  return original && isLang(original.lang) ? { path: original.path, lang: original.lang } : null
}

export function ArticleHeader({ article, lang }: ArticleHeaderProps) {
  const original = originalOf(article)
  const updated = original && article.originalUpdated ? originalUpdatedNotice(lang, original.lang) : null
  return (
    <header className={styles.header}>
      {original && (
        <p className={styles.notice}>
          {automatedTranslationNotice(lang, original.lang)}.{" "}
          <Link to={original.path} hrefLang={original.lang}>
            {READ_ORIGINAL[lang]}
          </Link>
        </p>
      )}
      {original && updated && (
        <p className={`${styles.notice} ${styles.noticeUpdated}`}>
          {updated.text}{" "}
          <Link to={original.path} hrefLang={original.lang}>
            {updated.link}
          </Link>
        </p>
      )}
      <h1>{article.title}</h1>
      <p className={page.intro}>
        <time dateTime={article.date} data-pagefind-meta="date[datetime]">{formatLongDate(article.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{formatReadTime(article.readTime)}</span>
        {article.updated && (
          <>
            <span aria-hidden="true"> · </span>
            <span>
              {LAST_UPDATED[lang]} <time dateTime={article.updated}>{formatLongDateIn(article.updated, lang)}</time>
            </span>
          </>
        )}
      </p>
      <TagList tags={article.tags} searchFilter />
    </header>
  )
}
