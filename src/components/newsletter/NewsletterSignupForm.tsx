import React from "react"
import { site } from "../../config/site"
import { trackNewsletterSignup } from "../../lib/analytics"
import { NEWSLETTER_FORMS, NEWSLETTER_SUCCESS_PATH, SIGNUP_FAILED, SIGNUP_FIELDS } from "../../lib/newsletter-links"
import * as styles from "../forms/Form.module.css"
import { NetlifyForm, useNetlifyForm } from "../forms/NetlifyForm"

/** The newsletter page's signup form: name optional, email required; posts to the site root. */
export function NewsletterSignupForm() {
  const form = useNetlifyForm({
    formName: NEWSLETTER_FORMS.signup,
    path: "/",
    fields: SIGNUP_FIELDS,
    onSubmit: () => trackNewsletterSignup("newsletter_page"),
  })

  if (form.status === "success") {
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

  const submitting = form.status === "submitting"
  return (
    <NetlifyForm form={form} action={NEWSLETTER_SUCCESS_PATH} className={styles.form}>
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
      {form.status === "error" && (
        <p className={styles.error} role="alert">
          {SIGNUP_FAILED}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={submitting}>
        {submitting ? "Subscribing..." : "Subscribe"}
      </button>
    </NetlifyForm>
  )
}
