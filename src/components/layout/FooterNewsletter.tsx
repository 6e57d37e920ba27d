import { navigate } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import { trackNewsletterSignup } from "../../lib/analytics"
import { NEWSLETTER_FORMS, NEWSLETTER_SUCCESS_PATH, SIGNUP_FAILED, SIGNUP_FIELDS } from "../../lib/newsletter-links"
import { NetlifyForm, useNetlifyForm } from "../forms/NetlifyForm"
import * as styles from "./Footer.module.css"

/**
 * The footer's signup, the same Netlify form as the newsletter page's: it posts to the thank-you
 * page (site.md section 7) and goes there once the signup is stored.
 */
export function FooterNewsletter() {
  const form = useNetlifyForm({
    formName: NEWSLETTER_FORMS.signup,
    path: NEWSLETTER_SUCCESS_PATH,
    fields: SIGNUP_FIELDS,
    onSubmit: () => trackNewsletterSignup("footer"),
    onSuccess: () => navigate(NEWSLETTER_SUCCESS_PATH),
  })

  const submitting = form.status === "submitting"
  return (
    <NetlifyForm form={form} action={NEWSLETTER_SUCCESS_PATH} className={styles.form} aria-label="Newsletter signup">
      <label className={styles.field}>
        <span>Name</span>
        <input type="text" name="name" required autoComplete="name" />
      </label>
      <label className={styles.field}>
        <span>Email</span>
        <input type="email" name="email" required autoComplete="email" />
      </label>
      {form.status === "error" && (
        <p className={styles.error} role="alert">
          {SIGNUP_FAILED}
        </p>
      )}
      <button type="submit" className={styles.subscribe} disabled={submitting}>
        {submitting ? "Subscribing..." : "Subscribe"}
      </button>
      <p className={styles.note}>
        Add <strong>{site.newsletterEmail}</strong> to your contacts so the newsletter reaches your inbox.
      </p>
    </NetlifyForm>
  )
}
