import React, { type FormEvent } from "react"
import { site } from "../../config/site"
import { trackNewsletterSignup } from "../../lib/analytics"
import { NEWSLETTER_SUCCESS_PATH } from "../../lib/newsletter-links"
import * as styles from "./Footer.module.css"

/**
 * The footer's signup, a Netlify form: the static HTML carries it so Netlify registers it, and
 * the browser posts it to the thank-you page. The signup is recorded just before the post.
 */
export function FooterNewsletter() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const honeypot = event.currentTarget.elements.namedItem("bot-field")
    // Only bots fill the hidden field; nothing is posted for them.
    if (honeypot instanceof HTMLInputElement && honeypot.value) {
      event.preventDefault()
      return
    }
    trackNewsletterSignup("footer")
  }

  return (
    <form
      name="newsletter"
      method="POST"
      action={NEWSLETTER_SUCCESS_PATH}
      data-netlify="true"
      netlify-honeypot="bot-field"
      className={styles.form}
      aria-label="Newsletter signup"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="form-name" value="newsletter" />
      <p hidden>
        <label>
          Don't fill this out <input name="bot-field" tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <label className={styles.field}>
        <span>Name</span>
        <input type="text" name="name" required autoComplete="name" />
      </label>
      <label className={styles.field}>
        <span>Email</span>
        <input type="email" name="email" required autoComplete="email" />
      </label>
      <button type="submit" className={styles.subscribe}>
        Subscribe
      </button>
      <p className={styles.note}>
        Add <strong>{site.newsletterEmail}</strong> to your contacts so the newsletter reaches your inbox.
      </p>
    </form>
  )
}
