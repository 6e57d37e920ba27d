import { navigate } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import { trackNewsletterSignup } from "../../browser/analytics"
import { NEWSLETTER_SUCCESS_PATH } from "../../lib/paths"
import { NEWSLETTER_FORMS, SIGNUP_FAILED, SIGNUP_FIELDS, SIGNUP_SUBMIT } from "../../lib/newsletter"
import type { FieldSpec } from "../forms/FormField"
import { NetlifyForm, useNetlifyForm } from "../forms/NetlifyForm"
import * as styles from "./Footer.module.css"

const FIELDS: readonly FieldSpec[] = [
  { name: "name", label: "Name", type: "text", required: true, autoComplete: "name" },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
]

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

  return (
    <NetlifyForm
      form={form}
      fields={FIELDS}
      submit={SIGNUP_SUBMIT}
      failed={SIGNUP_FAILED}
      look={styles}
      action={NEWSLETTER_SUCCESS_PATH}
      aria-label="Newsletter signup"
    >
      <p className={styles.note}>
        Add <strong>{site.newsletterEmail}</strong> to your contacts so the newsletter reaches your inbox.
      </p>
    </NetlifyForm>
  )
}
