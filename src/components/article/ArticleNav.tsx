import { Link } from "gatsby"
import React from "react"
import { isLang, readInLabel, type Lang } from "../../lib/language"
import { BLOG_PATH, ownerAreaPath } from "../../lib/paths"
import { sectionHref } from "../../lib/sections"
import * as styles from "./Article.module.css"

export interface ArticleNavProps {
  lang: Lang
  isDraft: boolean
  /** the version in the other language, if there is one */
  otherVersion: { path: string; lang: string } | null
  /** the section being read, which the other version shares */
  section: string | null
}

const COPY = {
  en: { label: "Article", blog: "← Back to Blog", drafts: "← Back to Drafts" },
  es: { label: "Artículo", blog: "← Volver al blog", drafts: "← Volver a los borradores" },
} as const

/** Stays in view while reading, so the reader can switch language from where they are. */
export function ArticleNav({ lang, isDraft, otherVersion, section }: ArticleNavProps) {
  const copy = COPY[lang]
  return (
    <nav className={styles.nav} aria-label={copy.label}>
      <Link to={isDraft ? ownerAreaPath : BLOG_PATH}>{isDraft ? copy.drafts : copy.blog}</Link>
      {otherVersion && isLang(otherVersion.lang) && (
        <Link to={sectionHref(otherVersion.path, section)} hrefLang={otherVersion.lang} lang={otherVersion.lang} className={styles.langLink}>
          {readInLabel(otherVersion.lang)}
        </Link>
      )}
    </nav>
  )
}
