import React, { useEffect } from "react"
import { track } from "../../lib/analytics"
import { CONTACT_FIELDS, CONTACT_FORM, contactSubmitEvent } from "../../lib/contact"
import * as styles from "../forms/Form.module.css"
import { NetlifyForm, useNetlifyForm } from "../forms/NetlifyForm"

export const CONTACT_SENT = "Thanks for your message! I'll get back to you as soon as I can."
export const CONTACT_FAILED = "Sorry, your message could not be sent. Please check your connection and try again; your text is still here."

/** The contact form: a Netlify form posted with fetch to the site root. */
export function ContactForm() {
  const form = useNetlifyForm({
    formName: CONTACT_FORM,
    path: "/",
    fields: CONTACT_FIELDS,
    onSubmit: fields => track("contact_form_submit", contactSubmitEvent(fields.message)),
  })

  useEffect(() => track("contact_form_open", { event_category: "engagement", event_label: "contact_page" }), [])

  const submitting = form.status === "submitting"
  return (
    <NetlifyForm form={form} className={styles.form}>
      <div className={styles.field}>
        <label htmlFor="contact-name" className={styles.label}>
          Name
        </label>
        <input id="contact-name" name="name" type="text" required autoComplete="name" className={styles.input} />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email" className={styles.label}>
          Email
        </label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" className={styles.input} />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message" className={styles.label}>
          Message
        </label>
        <textarea id="contact-message" name="message" required className={styles.input} />
      </div>
      {form.status === "success" && (
        <p className={styles.success} role="status">
          {CONTACT_SENT}
        </p>
      )}
      {form.status === "error" && (
        <p className={styles.error} role="alert">
          {CONTACT_FAILED}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={submitting}>
        {submitting ? "Sending..." : "Send Message"}
      </button>
    </NetlifyForm>
  )
}
