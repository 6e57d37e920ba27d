import React, { useEffect } from "react"
import { track } from "../../browser/analytics"
import { CONTACT_FAILED, CONTACT_FIELDS, CONTACT_FORM, CONTACT_SENT, contactSubmitEvent } from "../../lib/contact"
import * as look from "../forms/Form.module.css"
import type { FieldSpec } from "../forms/FormField"
import { NetlifyForm, useNetlifyForm } from "../forms/NetlifyForm"

const FIELDS: readonly FieldSpec[] = [
  { id: "contact-name", name: "name", label: "Name", type: "text", required: true, autoComplete: "name" },
  { id: "contact-email", name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
  { id: "contact-message", name: "message", label: "Message", type: "textarea", required: true },
]

/** The contact form: a Netlify form posted with fetch to the site root. */
export function ContactForm() {
  const form = useNetlifyForm({
    formName: CONTACT_FORM,
    path: "/",
    fields: CONTACT_FIELDS,
    onSubmit: fields => track("contact_form_submit", contactSubmitEvent(fields.message)),
  })

  useEffect(() => track("contact_form_open", { event_category: "engagement", event_label: "contact_page" }), [])

  return (
    <NetlifyForm form={form} look={look} fields={FIELDS} submit={{ idle: "Send Message", busy: "Sending..." }} failed={CONTACT_FAILED} sent={CONTACT_SENT} />
  )
}
