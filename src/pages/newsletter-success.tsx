import { Link, type HeadFC } from "gatsby"
import React from "react"
import * as styles from "../components/forms/Form.module.css"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { NEWSLETTER_SUCCESS_PATH } from "../lib/newsletter-links"

/** Where the footer's signup form lands. */
export default function NewsletterSuccessPage() {
  return (
    <section className={styles.page} aria-labelledby="thanks-title">
      <h1 id="thanks-title" className={styles.title}>
        Thank you for subscribing!
      </h1>
      <p className={styles.lead}>
        Check your inbox: an email with a link to confirm your subscription is on its way. The newsletter arrives once a
        month.
      </p>
      <p>
        Add <strong>{site.newsletterEmail}</strong> to your contacts so it never lands in spam.
      </p>
      <p className={styles.links}>
        <Link to="/">Back to home</Link>
        <Link to="/blog">Read the blog</Link>
      </p>
    </section>
  )
}

export const Head: HeadFC = () => <Seo title={`Thank you for subscribing - ${site.name}`} path={NEWSLETTER_SUCCESS_PATH} noindex />
