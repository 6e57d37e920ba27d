import React from "react"
import { site } from "../../config/site"
import { trackNewsletterSignup } from "../../browser/analytics"
import { NEWSLETTER_SUCCESS_PATH } from "../../lib/paths"
import { NEWSLETTER_FORMS, SIGNUP_FAILED, SIGNUP_FIELDS, SIGNUP_SUBMIT } from "../../lib/newsletter"
import * as styles from "../forms/Form.module.css"
import type { FieldSpec } from "../forms/FormField"
import { NetlifyForm, useNetlifyForm } from "../forms/NetlifyForm"

const FIELDS: readonly FieldSpec[] = [
  { id: "newsletter-name", name: "name", label: "Name", hint: "(optional)", type: "text", autoComplete: "given-name" },
  { id: "newsletter-email", name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
]

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

  return <NetlifyForm form={form} look={styles} fields={FIELDS} submit={SIGNUP_SUBMIT} failed={SIGNUP_FAILED} action={NEWSLETTER_SUCCESS_PATH} />
}
