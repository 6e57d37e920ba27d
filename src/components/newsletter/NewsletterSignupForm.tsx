import React from "react"
import { site } from "../../config/site"
import { trackNewsletterSignup } from "../../lib/analytics"
import { HONEYPOT_FIELD } from "../../lib/netlify-form"
import { NEWSLETTER_FORMS, NEWSLETTER_SUCCESS_PATH } from "../../lib/newsletter-links"
import * as styles from "../forms/Form.module.css"
import { Honeypot } from "../forms/Honeypot"
import { useNetlifyForm } from "../forms/useNetlifyForm"

export const NEWSLETTER_ERROR = "Something went wrong. Please try again later."

/** The newsletter page's signup form: name optional, email required; posts to the site root. */
export function NewsletterSignupForm() {
  const { status, handleSubmit } = useNetlifyForm({
    formName: NEWSLETTER_FORMS.signup,
    path: "/",
    fields: ["name", "email", HONEYPOT_FIELD],
    onSubmit: () => trackNewsletterSignup("newsletter_page"),
  })

  if (status === "success") {
    return (
      <div className={styles.success} role="status">
        <p>
          <strong>Thanks for subscribing!</strong> Check your inbox for an email to confirm your subscription.
        </p>
        <p>
          Add <strong>{site.newsletterEmail}</strong> to your contacts so the newsletter never lands in spam.
        </p>
      </div>
    )
  }

  const submitting = status === "submitting"
  return (
    <form
      name={NEWSLETTER_FORMS.signup}
      method="post"
      action={NEWSLETTER_SUCCESS_PATH}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      className={styles.form}
      onSubmit={handleSubmit}
      aria-busy={submitting}
    >
      <input type="hidden" name="form-name" value={NEWSLETTER_FORMS.signup} />
      <Honeypot />
      <div className={styles.field}>
        <label htmlFor="newsletter-name" className={styles.label}>
          Name <span className={styles.hint}>(optional)</span>
        </label>
        <input id="newsletter-name" name="name" type="text" autoComplete="given-name" className={styles.input} />
      </div>
      <div className={styles.field}>
        <label htmlFor="newsletter-email" className={styles.label}>
          Email
        </label>
        <input id="newsletter-email" name="email" type="email" required autoComplete="email" className={styles.input} />
      </div>
      {status === "error" && (
        <p className={styles.error} role="alert">
          {NEWSLETTER_ERROR}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={submitting}>
        {submitting ? "Subscribing..." : "Subscribe"}
      </button>
    </form>
  )
}
