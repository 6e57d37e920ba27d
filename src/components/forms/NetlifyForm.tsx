import React, { useState, type FormEvent, type ReactNode } from "react"
import { postForm } from "../../browser/form-post"
import { HONEYPOT_FIELD, isHoneypotFilled, type FormFields } from "../../lib/netlify-form"
import { FormField, type FieldSpec, type FormLook } from "./FormField"

type FormStatus = "idle" | "submitting" | "success" | "error"

interface Options {
  formName: string
  /** where the script posts the submission */
  path: string
  /** the fields posted, in order, read from the form's controls of the same names */
  fields: readonly string[]
  /** runs once per real submission, just before it is posted (analytics) */
  onSubmit?: (fields: FormFields) => void
  /** runs once the submission is stored (or a bot was sent away) */
  onSuccess?: () => void
}

interface NetlifyFormState {
  formName: string
  status: FormStatus
  handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
}

/**
 * Posts a Netlify form with fetch. Success clears the form; an error keeps what the visitor
 * typed. A filled honeypot is a bot: it sees success and nothing is posted.
 */
export function useNetlifyForm({ formName, path, fields, onSubmit, onSuccess }: Options): NetlifyFormState {
  const [status, setStatus] = useState<FormStatus>("idle")

  const succeed = (form: HTMLFormElement) => {
    form.reset()
    setStatus("success")
    onSuccess?.()
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(fields.map(field => [field, String(data.get(field) ?? "")]))
    if (isHoneypotFilled(values)) return succeed(form)
    setStatus("submitting")
    onSubmit?.(values)
    try {
      const response = await postForm(path, formName, values)
      if (!response.ok) throw new Error(`The form service answered ${response.status}`)
      succeed(form)
    } catch {
      setStatus("error")
    }
  }

  return { formName, status, handleSubmit }
}

interface NetlifyFormProps {
  form: NetlifyFormState
  /** the controls the visitor fills, in the order of the page */
  fields: readonly FieldSpec[]
  /** the button's words, at rest and while the submission is on its way */
  submit: { idle: string; busy: string }
  /** said when the form service does not store the submission */
  failed: string
  /** said above the button once the submission is stored, where the form stays on the page */
  sent?: string
  /** the class names it is drawn with: Form.module.css on a page, the footer's own in the footer */
  look: FormLook
  /** where the browser posts the form itself when the page's script is not running */
  action?: string
  "aria-label"?: string
  /** shown below the button */
  children?: ReactNode
}

/**
 * The form as Netlify reads it in the static HTML (its name, the honeypot it ignores) and as a
 * browser without JavaScript posts it; once the script runs, `useNetlifyForm` posts it instead.
 */
export function NetlifyForm({ form, look, fields, submit, failed, sent, action, children, ...attributes }: NetlifyFormProps) {
  const submitting = form.status === "submitting"
  return (
    <form
      {...attributes}
      className={look.form}
      name={form.formName}
      method="post"
      action={action}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      onSubmit={form.handleSubmit}
      aria-busy={submitting}
    >
      <input type="hidden" name="form-name" value={form.formName} />
      {/* Only bots fill it: hidden from people and assistive technology, skipped by the keyboard. */}
      <p hidden>
        <label>
          Don&apos;t fill this out <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {fields.map(field => (
        <FormField key={field.name} look={look} {...field} />
      ))}
      {sent && form.status === "success" && (
        <p className={look.success} role="status">
          {sent}
        </p>
      )}
      {form.status === "error" && (
        <p className={look.error} role="alert">
          {failed}
        </p>
      )}
      <button type="submit" className={look.button} disabled={submitting}>
        {submitting ? submit.busy : submit.idle}
      </button>
      {children}
    </form>
  )
}
