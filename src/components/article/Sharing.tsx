import React, { useEffect, useState } from "react"
import { copyText } from "../../browser/clipboard"
import type { Lang } from "../../lib/language"
import { absoluteUrl } from "../../lib/paths"
import { SHARE_TEXT, shareLinks } from "../../lib/share-links"
import * as styles from "./ArticleEnd.module.css"

/** How long "Link copied" stays before the line clears. */
const SHOWN_MS = 2000

export interface SharingProps {
  lang: Lang
  title: string
  /** The article's canonical path, shared as the address Seo gives the page. */
  path: string
}

/**
 * Ways to share the article: plain links that work without a script and, once the script has run,
 * "Copy link" and, where the browser has a share sheet, "Share".
 */
export function Sharing({ lang, title, path }: SharingProps) {
  const text = SHARE_TEXT[lang]
  const url = absoluteUrl(path)
  // Unknown on the server and while hydrating, so both draw the same markup: no buttons yet.
  const [webShare, setWebShare] = useState<boolean>()
  const [said, setSaid] = useState("")
  useEffect(() => setWebShare(typeof navigator.share === "function"), [])
  useEffect(() => {
    if (!said) return
    const timer = setTimeout(() => setSaid(""), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [said])

  // Dismissing the sheet rejects too, and asks for nothing more.
  const share = () => void navigator.share({ title, url }).catch(() => undefined)
  const copy = async () => {
    // Emptied first, so copying twice announces twice.
    setSaid("")
    const result = (await copyText(url)) ? text.copied : text.failed
    requestAnimationFrame(() => setSaid(result))
  }

  return (
    <section className={styles.sharing} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <ul className={styles.ways}>
        {webShare && (
          <li>
            <button type="button" className={styles.way} onClick={share}>
              {text.share}
            </button>
          </li>
        )}
        {shareLinks(title, url, lang).map(link => (
          <li key={link.label}>
            <a className={styles.way} href={link.href} {...(link.external && { target: "_blank", rel: "noopener noreferrer" })}>
              {link.label}
              {link.external && <span className="visually-hidden">{text.newTab}</span>}
            </a>
          </li>
        ))}
        {webShare !== undefined && (
          <li>
            <button type="button" className={styles.way} onClick={copy}>
              {text.copy}
            </button>
          </li>
        )}
      </ul>
      <p role="status" className={styles.said}>
        {said}
      </p>
    </section>
  )
}
