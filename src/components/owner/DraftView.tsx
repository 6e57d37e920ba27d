import { Link } from "gatsby"
import React, { useState } from "react"
import { site } from "../../config/site"
import { formatLongDate } from "../../lib/dates"
import type { Draft } from "../../lib/draft-shapes"
import { automatedTranslationNotice, langOf, readInLabel } from "../../lib/language"
import { ownerAreaPath } from "../../lib/paths"
import { formatReadTime } from "../../lib/read-time"
import * as page from "../../styles/page.module.css"
import * as articleStyles from "../article/Article.module.css"
import { Picture } from "../picture/Picture"
import { Modal } from "../ui/Modal"
import { useDocumentTitle } from "../useDocumentTitle"
import * as styles from "./Owner.module.css"

/** A draft as the owner reviews it, with its automated translation one click away. */
export function DraftView({ draft }: { draft: Draft }) {
  const [translationOpen, setTranslationOpen] = useState(false)
  useDocumentTitle(`Draft: ${draft.title} - ${site.name}`)
  const lang = langOf(draft.lang)
  // The body's own pictures are enough; the thumbnail only stands in when there are none.
  const thumbnail = draft.hasBodyImage ? null : draft.thumbnail
  const translation = draft.translation
  const translationLang = translation ? langOf(translation.lang) : null
  return (
    <article className={articleStyles.article} lang={lang}>
      <nav className={articleStyles.nav} aria-label="Draft">
        <Link to={ownerAreaPath}>← Back to Drafts</Link>
      </nav>
      <p className={styles.draftMeta}>
        <span className={styles.badgeDraft}>Draft</span>
      </p>
      <h1>{draft.title}</h1>
      <p className={page.intro}>
        <time dateTime={draft.date}>{formatLongDate(draft.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{formatReadTime(draft.readTime)}</span>
      </p>
      {draft.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {draft.tags.map(tag => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      {translation && translationLang && (
        <button type="button" className={styles.translationButton} onClick={() => setTranslationOpen(true)}>
          {readInLabel(translationLang)}
        </button>
      )}
      {thumbnail && <Picture image={thumbnail} alt="" className={articleStyles.hero} priority />}
      <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: draft.html ?? "" }} />
      {translationOpen && translation && translationLang && (
        <Modal title={translation.title} lang={translationLang} onClose={() => setTranslationOpen(false)}>
          <p className={articleStyles.notice}>{automatedTranslationNotice(translationLang, lang)}.</p>
          <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: translation.html ?? "" }} />
        </Modal>
      )}
    </article>
  )
}
