import { Link } from "gatsby"
import React from "react"
import { formatLongDate } from "../../lib/dates"
import { automatedTranslationNotice, isLang, readInLabel, type Lang } from "../../lib/language"
import { BLOG_PATH, ownerAreaPath } from "../../lib/paths"
import { formatReadTime } from "../../lib/read-time"
import { TagList } from "../blog/TagList"
import * as styles from "./Article.module.css"

interface Version {
  path: string
  lang: string
}

export interface ArticleHeaderProps {
  article: {
    title: string
    date: string
    readTime: string
    status: string
    tags: readonly string[]
    isTranslation: boolean
    original: (Version & { title: string }) | null
    translation: Version | null
  }
  lang: Lang
}

const COPY = {
  en: { blog: "← Back to Blog", drafts: "← Back to Drafts", original: "Read the original" },
  es: { blog: "← Volver al blog", drafts: "← Volver a los borradores", original: "Leer el original" },
} as const

export function ArticleHeader({ article, lang }: ArticleHeaderProps) {
  const copy = COPY[lang]
  const isDraft = article.status === "draft"
  const otherVersion = article.isTranslation ? article.original : article.translation
  const originalLang = article.original && isLang(article.original.lang) ? article.original.lang : null
  return (
    <header className={styles.header}>
      <nav className={styles.headerLinks} aria-label={lang === "es" ? "Artículo" : "Article"}>
        <Link to={isDraft ? ownerAreaPath : BLOG_PATH}>{isDraft ? copy.drafts : copy.blog}</Link>
        {otherVersion && isLang(otherVersion.lang) && (
          <Link to={otherVersion.path} hrefLang={otherVersion.lang} lang={otherVersion.lang} className={styles.langLink}>
            {readInLabel(otherVersion.lang)}
          </Link>
        )}
      </nav>
      {article.isTranslation && article.original && originalLang && (
        <p className={styles.notice}>
          {automatedTranslationNotice(lang, originalLang)}.{" "}
          <Link to={article.original.path} hrefLang={originalLang}>
            {copy.original}
          </Link>
        </p>
      )}
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.meta}>
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{formatReadTime(article.readTime)}</span>
      </p>
      <TagList tags={article.tags} />
    </header>
  )
}
