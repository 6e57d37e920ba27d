import { Link } from "gatsby"
import React from "react"
import type { Lang } from "../../lib/language"
import * as styles from "./ArticleEnd.module.css"

const COPY = {
  en: {
    heading: "Enjoyed this article?",
    text: "Join my monthly newsletter: one digest a month on technology and entrepreneurship.",
    link: "Subscribe to the newsletter",
  },
  es: {
    heading: "¿Te gustó este artículo?",
    text: "Únete a mi boletín mensual: un resumen al mes sobre tecnología y emprendimiento.",
    link: "Suscríbete al boletín",
  },
} as const

export interface NewsletterCallProps {
  lang: Lang
}

/** The call to join the newsletter that ends every article, in the article's language. */
export function NewsletterCall({ lang }: NewsletterCallProps) {
  const copy = COPY[lang]
  return (
    <aside className={styles.newsletter} aria-labelledby="newsletter-call">
      <h2 id="newsletter-call">{copy.heading}</h2>
      <p>{copy.text}</p>
      <Link to="/newsletter" className={styles.newsletterLink}>
        {copy.link}
      </Link>
    </aside>
  )
}
